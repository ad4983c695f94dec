import { Anchor, AspectRatio, BackgroundImage, Button, Center, Group, Modal, Text } from '@mantine/core';
import { type HomeRecipe, msg, paths } from '@simmer/contracts';
import { IconBrandYoutubeFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { youtubeEmbedUrl } from '../lib/youtube';

/** The modal player of a free tutorial: its YouTube video, or a link to YouTube when it has none. */
export function TutorialPlayer({ recipe, onClose }: { recipe: HomeRecipe | null; onClose: () => void }) {
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
