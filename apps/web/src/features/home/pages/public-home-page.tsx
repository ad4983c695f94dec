import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { lazy, Suspense } from 'react';
import { AfterLoad, NearView } from '../../../lib/after-load';
import { useSiteConfig } from '../../../lib/site-config';
import { CategorySection } from '../components/category-section';
import { FeaturedSections } from '../components/featured-sections';

// The search box (its suggestions dropdown, popover and positioning) loads once the page has,
// in a space of the input's height so nothing moves when it arrives.
const HeaderSearch = lazy(() =>
  import('../../search/components/header-search').then((m) => ({ default: m.HeaderSearch })),
);
// The sections under the first screen (app, features, expert, social, gallery, subscribe, free
// tutorials) load once the page has and the visitor scrolls toward them; the footer sits below
// the fold meanwhile.
const BelowTheFold = lazy(() => import('../components/below-the-fold'));

/**
 * The public home page (/home-page-new), sections in the spec's order: search, featured
 * top-left and top-right, recipe categories, app, features, expert, social, gallery and
 * free tutorials. Everything is visible without logging in.
 */
export default function PublicHomePage() {
  const site = useSiteConfig();
  return (
    <Container size="xl" py="xl">
      <Stack gap={56}>
        <Box component="section" aria-labelledby="home-search-title" ta="center" py="md">
          <Title order={1} id="home-search-title">
            {site.brand_name}
          </Title>
          <Text c="dimmed" mt={4} mb="md">
            {msg.homeGreetingSub}
          </Text>
          <Box maw={560} mx="auto">
            {/* The input's own height (Mantine's `sm` input, 36 px). */}
            <AfterLoad fallback={<Box h={36} />}>
              <Suspense fallback={<Box h={36} />}>
                <HeaderSearch width="100%" />
              </Suspense>
            </AfterLoad>
          </Box>
        </Box>
        <FeaturedSections />
        <CategorySection />
        <NearView>
          <Suspense fallback={null}>
            <BelowTheFold />
          </Suspense>
        </NearView>
      </Stack>
    </Container>
  );
}
