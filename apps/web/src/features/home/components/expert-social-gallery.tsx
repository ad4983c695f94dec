import {
  ActionIcon,
  AspectRatio,
  Box,
  Card,
  Center,
  Grid,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { fillMessage, limits, msg } from '@simmer/contracts';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useExpert, useGallery, useSocial } from '../api/home-api';

const VideoPlayer = lazy(() =>
  import('../../../components/player').then((m) => ({ default: m.VideoPlayer })),
);

/**
 * Meet the expert: the text, and the video, which appears 2 s after the page loads (spec 000 §4)
 * as its poster: the stream loads when the visitor presses play, not while the page loads.
 */
export function ExpertSection() {
  const { data } = useExpert();
  const [showVideo, setShowVideo] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShowVideo(true), limits.expertVideoDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!data || (!data.content && !data.video_playback_id)) return null;
  // Until the player is there, a frame of its size holds its place (no layout shift).
  const placeholder = (
    <AspectRatio ratio={16 / 9} maw={(limits.playerMaxHeightPx * 16) / 9}>
      <Center bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Group gap="xs">
          <Loader size="sm" color="gray.3" />
          <Text c="gray.3" size="sm">
            {msg.expertVideoLoading}
          </Text>
        </Group>
      </Center>
    </AspectRatio>
  );
  return (
    <Grid
      component="section"
      aria-labelledby="expert-title"
      gap="xl"
      align="center"
      data-testid="expert-section"
    >
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Title order={2} id="expert-title">
          {msg.expertHeading}
        </Title>
        <Text mt="sm" size="lg" style={{ whiteSpace: 'pre-line' }}>
          {data.content}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {data.video_playback_id &&
          (showVideo ? (
            <Box data-testid="expert-video">
              <Suspense fallback={placeholder}>
                <VideoPlayer playbackId={data.video_playback_id} preload="none" />
              </Suspense>
            </Box>
          ) : (
            placeholder
          ))}
      </Grid.Col>
    </Grid>
  );
}

export function SocialSection() {
  const { data } = useSocial();
  if (!data) return null;
  const links = [
    { href: data.facebook_link, label: 'Facebook', Icon: IconBrandFacebook },
    { href: data.instagram_link, label: 'Instagram', Icon: IconBrandInstagram },
    { href: data.twitter_link, label: 'X (Twitter)', Icon: IconBrandX },
    { href: data.youtube_link, label: 'YouTube', Icon: IconBrandYoutube },
  ].filter((l) => l.href);
  if (!data.description && links.length === 0) return null;
  return (
    <Card
      component="section"
      aria-labelledby="social-title"
      radius="lg"
      padding="xl"
      withBorder
      data-testid="social-section"
    >
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} id="social-title">
          {msg.socialHeading}
        </Title>
        <Text c="dimmed" maw={560}>
          {data.description}
        </Text>
        <Group gap="md">
          {links.map(({ href, label, Icon }) => (
            <ActionIcon
              key={label}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              size={48}
              radius="xl"
              variant="light"
              aria-label={label}
            >
              <Icon size={24} />
            </ActionIcon>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** The five-image gallery, ranks 1 to 5; the first image is the large one. */
export function GallerySection() {
  const { data } = useGallery();
  if (!data || data.images.length === 0) return null;
  const [first, ...rest] = [...data.images].sort((a, b) => a.rank - b.rank);
  return (
    <Stack component="section" aria-labelledby="gallery-title" gap="md" data-testid="gallery-section">
      <Title order={2} id="gallery-title">
        {data.text || msg.galleryHeading}
      </Title>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 6 }}>
          {first && (
            <AspectRatio ratio={4 / 3}>
              <Image
                src={first.image}
                alt={fillMessage(msg.galleryImageAlt, { rank: String(first.rank) })}
                radius="md"
                loading="lazy"
              />
            </AspectRatio>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SimpleGrid cols={2} spacing="sm">
            {rest.map((img) => (
              <AspectRatio key={img.rank} ratio={4 / 3}>
                <Image
                  src={img.image}
                  alt={fillMessage(msg.galleryImageAlt, { rank: String(img.rank) })}
                  radius="md"
                  loading="lazy"
                />
              </AspectRatio>
            ))}
          </SimpleGrid>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
