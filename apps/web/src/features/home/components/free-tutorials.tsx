import {
  Anchor,
  AspectRatio,
  BackgroundImage,
  Box,
  Button,
  Card,
  Center,
  Group,
  Image,
  Modal,
  Overlay,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type HomeRecipe, msg, paths } from '@simmer/contracts';
import { IconBrandYoutubeFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ItemCarousel } from '../../../components/item-carousel';
import { formatDate } from '../../../lib/format';
import { useFreeRecipes } from '../api/home-api';
import { youtubeEmbedUrl } from '../lib/youtube';

function TutorialPlayer({ recipe, onClose }: { recipe: HomeRecipe | null; onClose: () => void }) {
  const src = recipe?.youtube_link ? youtubeEmbedUrl(recipe.youtube_link) : null;
  return (
    <Modal opened={recipe !== null} onClose={onClose} title={recipe?.title} size="xl" centered>
      {src ? (
        <AspectRatio ratio={16 / 9} mah={480}>
          <iframe
            src={`${src}?autoplay=1&rel=0`}
            title={recipe?.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            style={{ border: 0 }}
          />
        </AspectRatio>
      ) : (
        // A link that is not a single video (a channel or a search) opens on YouTube itself.
        recipe?.youtube_link && (
          <BackgroundImage src={recipe.title_image ?? ''} radius="md" h={280}>
            <Center h="100%" bg="rgba(0,0,0,0.45)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Button
                component="a"
                href={recipe.youtube_link}
                target="_blank"
                rel="noopener noreferrer"
                color="red"
                leftSection={<IconBrandYoutubeFilled size={18} />}
              >
                {msg.watchOnYoutube}
              </Button>
            </Center>
          </BackgroundImage>
        )
      )}
      {recipe && (
        <Group justify="space-between" mt="sm" align="flex-start" wrap="nowrap">
          <Text c="dimmed">{recipe.description}</Text>
          <Anchor
            component={Link}
            to={paths.recipe(recipe.id)}
            onClick={onClose}
            style={{ whiteSpace: 'nowrap' }}
          >
            {msg.featuredViewRecipe}
          </Anchor>
        </Group>
      )}
    </Modal>
  );
}

/**
 * Free tutorials: a banner picked at random from the free YouTube-linked recipes on each
 * visit, then the carousel of all of them; each opens in a modal player.
 */
export function FreeTutorials() {
  const { data } = useFreeRecipes();
  const [playing, setPlaying] = useState<HomeRecipe | null>(null);
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
      <TutorialPlayer recipe={playing} onClose={() => setPlaying(null)} />
    </Stack>
  );
}
