import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useSiteConfig } from '../../../lib/site-config';
import { HeaderSearch } from '../../search/components/header-search';
import { AppSection, FeaturesSection } from '../components/app-features';
import { CategorySection } from '../components/category-section';
import { ExpertSection, GallerySection, SocialSection } from '../components/expert-social-gallery';
import { FeaturedSections } from '../components/featured-sections';
import { FreeTutorials } from '../components/free-tutorials';
import { SubscribeBlock } from '../components/subscribe-block';

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
            <HeaderSearch width="100%" />
          </Box>
        </Box>
        <FeaturedSections />
        <CategorySection />
        <AppSection />
        <FeaturesSection />
        <ExpertSection />
        <SocialSection />
        <GallerySection />
        <SubscribeBlock />
        <FreeTutorials />
      </Stack>
    </Container>
  );
}
