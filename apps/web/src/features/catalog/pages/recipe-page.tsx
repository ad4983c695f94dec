import { Container, Image, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { catalogKeys, useRecipe } from '../api/catalog-api';
import { CommentsPanel } from '../components/comments-panel';
import { ConnectedRecipes } from '../components/connected-recipes';
import { DetailState } from '../components/detail-state';
import { ExternalVideo } from '../components/external-video';
import { ReactionBar } from '../components/reaction-bar';

export default function RecipePage() {
  const id = Number(useParams().id);
  const { isLoggedIn } = useSession();
  const recipe = useRecipe(id);
  const r = recipe.data;
  return (
    <DetailState loading={recipe.isLoading} missing={!r} message={msg.noRecipeDetails}>
      {() =>
        r && (
          <Container size="lg" py="md">
            <Stack gap="md">
              {r.title_image && <Image src={r.title_image} alt="" radius="md" mah={420} fit="cover" />}
              <Title order={1} size="h2">
                {r.title}
              </Title>
              {r.description && <Text c="dimmed">{r.description}</Text>}
              {r.youtube_link && <ExternalVideo link={r.youtube_link} title={r.title} />}
              <ReactionBar
                type="youtube_recipe"
                id={r.id}
                likesCount={r.likes_count}
                isLiked={r.is_liked}
                isBookmarked={r.is_bookmarked}
                commentsCount={r.comments_count}
                queryKey={catalogKeys.recipe(r.id)}
              />
              <ConnectedRecipes recipes={r.connected_recipe} heroImage={r.title_image} />
              <Title order={2} size="h3" mt="lg">
                {msg.commentsTab}
              </Title>
              {isLoggedIn ? (
                <CommentsPanel type="youtube_recipe" id={r.id} reloadKey={catalogKeys.recipe(r.id)} />
              ) : (
                <Text c="dimmed">{msg.loginToComment}</Text>
              )}
            </Stack>
          </Container>
        )
      }
    </DetailState>
  );
}
