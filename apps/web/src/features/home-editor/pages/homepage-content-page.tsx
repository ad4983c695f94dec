import { Container, Stack, Title } from '@mantine/core';
import { ContentTabs } from '../../admin/components/content-tabs';
import { CategoryEditor } from '../components/category-editor';
import { TopLeftCard, TopRightCard } from '../components/featured-cards';
import { SubscribeCard } from '../components/subscribe-card';
import { AppCard, ExpertCard, FeaturesCard, GalleryCard, SocialCard } from '../components/text-sections';

/** The admin home-page editor (/homepage-content): every section of spec 002 §2.5 as a card. */
export default function HomepageContentPage() {
  return (
    <Container size="xl" py="lg">
      <ContentTabs />
      <Title order={1} size="h2" mb="md">
        Homepage
      </Title>
      <Stack gap="lg">
        <TopLeftCard />
        <TopRightCard />
        <CategoryEditor />
        <AppCard />
        <FeaturesCard />
        <ExpertCard />
        <SocialCard />
        <GalleryCard />
        <SubscribeCard />
      </Stack>
    </Container>
  );
}
