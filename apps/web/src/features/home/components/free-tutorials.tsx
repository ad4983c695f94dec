import {
  AspectRatio,
  BackgroundImage,
  Box,
  Button,
  Card,
  Image,
  Overlay,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type HomeRecipe, msg } from '@simmer/contracts';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ItemCarousel } from '../../../components/item-carousel';
import { formatDate } from '../../../lib/format';
import { useFreeRecipes } from '../api/home-api';

// The modal player (and the dialog, focus trap and scroll lock it brings) loads the first time a
// tutorial is played; it stays mounted afterwards so later openings and closings animate.
const TutorialPlayer = lazy(() => import('./tutorial-player').then((m) => ({ default: m.TutorialPlayer })));

/**
 * Free tutorials: a banner picked at random from the free YouTube-linked recipes on each
 * visit, then the carousel of all of them; each opens in a modal player.
 */
export function FreeTutorials() {
  const { data } = useFreeRecipes();
  const [playing, setPlaying] = useState<HomeRecipe | null>(null);
  const [playerLoaded, setPlayerLoaded] = useState(false);
  if (playing && !playerLoaded) setPlayerLoaded(true);
  const recipes = useMemo(() => (data?.results ?? []).filter((r) => r.youtube_link), [data]);
  // One random banner per page load, stable across re-renders.
  const banner = useMemo(() => recipes[Math.floor(Math.random() * recipes.length)] ?? null, [recipes]);
  if (recipes.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="free-tutorials-title" gap="lg" data-testid="free-tutorials">
      <Title order={2} id="free-tutorials-title">
        {msg.freeTutorialsHeading}
      </Title>
      {banner && (
        <Card radius="lg" padding={0} data-testid="free-tutorials-banner">
          <BackgroundImage src={banner.title_image ?? ''} radius="lg" h={300} pos="relative">
            <Overlay
              gradient="linear-gradient(90deg, rgba(0,0,0,0.75) 0%, rgba(0,0,0,0.1) 80%)"
              radius="lg"
              zIndex={1}
            />
            <Stack pos="relative" h="100%" justify="center" p="xl" maw={560} gap="sm" style={{ zIndex: 2 }}>
              <Text c="orange.3" fw={700} tt="uppercase" size="sm">
                {msg.freeTutorialsBanner}
              </Text>
              <Title order={3} c="white" size="h2">
                {banner.title}
              </Title>
              <Text c="gray.2" lineClamp={2}>
                {banner.description}
              </Text>
              <Box>
                <Button leftSection={<IconPlayerPlayFilled size={16} />} onClick={() => setPlaying(banner)}>
                  {msg.playTutorial}
                </Button>
              </Box>
            </Stack>
          </BackgroundImage>
        </Card>
      )}
      <ItemCarousel
        label={msg.freeTutorialsHeading}
        items={recipes}
        getKey={(r) => r.id}
        renderItem={(r) => (
          <Card
            component="button"
            type="button"
            onClick={() => setPlaying(r)}
            withBorder
            padding="sm"
            radius="md"
            w="100%"
            style={{ textAlign: 'left', cursor: 'pointer' }}
            aria-label={`${msg.playTutorial}: ${r.title}`}
          >
            <Card.Section pos="relative">
              <AspectRatio ratio={16 / 10}>
                <Image src={r.title_image} alt="" loading="lazy" />
              </AspectRatio>
              <IconPlayerPlayFilled
                size={40}
                color="white"
                style={{
                  position: 'absolute',
                  inset: 0,
                  margin: 'auto',
                  filter: 'drop-shadow(0 1px 4px rgba(0,0,0,.6))',
                }}
              />
            </Card.Section>
            <Text fw={600} mt="sm" lineClamp={2}>
              {r.title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(r.updated)}
            </Text>
          </Card>
        )}
      />
      {playerLoaded && (
        <Suspense fallback={null}>
          <TutorialPlayer recipe={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
