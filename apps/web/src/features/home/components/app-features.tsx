import { Button, Card, Grid, Group, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import {
  IconBrandApple,
  IconBrandGooglePlay,
  IconBroadcast,
  IconDeviceTv,
  IconShoppingBag,
  IconVideo,
} from '@tabler/icons-react';
import { useAppSection, useFeatures } from '../api/home-api';

/** The app-available block with its store links. */
export function AppSection() {
  const { data } = useAppSection();
  if (!data || (!data.content && !data.image)) return null;
  return (
    <Card
      component="section"
      aria-labelledby="app-section-title"
      radius="lg"
      padding="xl"
      bg="orange.0"
      data-testid="app-section"
    >
      <Grid align="center" gap="xl">
        <Grid.Col span={{ base: 12, sm: data.image ? 6 : 12 }}>
          <Stack gap="md">
            <Title order={2} id="app-section-title">
              {msg.appSectionHeading}
            </Title>
            {data.content && <Text size="lg">{data.content}</Text>}
            <Group>
              {data.apple_store_link && (
                <Button
                  component="a"
                  href={data.apple_store_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="dark"
                  leftSection={<IconBrandApple size={18} />}
                >
                  {msg.appStoreButton}
                </Button>
              )}
              {data.google_store_link && (
                <Button
                  component="a"
                  href={data.google_store_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="dark"
                  variant="outline"
                  leftSection={<IconBrandGooglePlay size={18} />}
                >
                  {msg.googlePlayButton}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        {/* Without a picture the text takes the whole width: no empty half. */}
        {data.image && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Image src={data.image} alt="" radius="md" loading="lazy" />
          </Grid.Col>
        )}
      </Grid>
    </Card>
  );
}

/** Icons by feature rank: 1 live, 2 shows, 3 video, 4 shop (spec 000 §9). */
const featureIcons = { 1: IconBroadcast, 2: IconDeviceTv, 3: IconVideo, 4: IconShoppingBag } as const;

export function FeaturesSection() {
  const { data } = useFeatures();
  // A feature with neither title nor description would be an empty card with an icon.
  const features = (data?.features ?? []).filter((f) => f.title?.trim() || f.description?.trim());
  if (!data || features.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="features-title" gap="lg" data-testid="features-section">
      <div>
        <Title order={2} id="features-title">
          {msg.featuresHeading}
        </Title>
        {data.description && (
          <Text c="dimmed" mt={4}>
            {data.description}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {features.map((f) => {
          const Icon = featureIcons[f.rank as keyof typeof featureIcons] ?? IconVideo;
          return (
            <Card key={f.id} withBorder radius="md" padding="lg">
              <ThemeIcon size={48} radius="xl" variant="light">
                <Icon size={26} />
              </ThemeIcon>
              {f.title && (
                <Text fw={700} mt="md">
                  {f.title}
                </Text>
              )}
              {f.description && (
                <Text size="sm" c="dimmed" mt={f.title ? 4 : 'md'}>
                  {f.description}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
