import { Center, Container, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { RecipeBoxActions } from '../../recipe-box/components/recipe-box-actions';
import { catalogKeys, useRecipe } from '../api/catalog-api';
import { DetailState } from '../components/detail-state';
import { ExternalVideo } from '../components/external-video';
import { KeepOffline } from '../components/keep-offline';
import { LoginToComment } from '../components/login-to-comment';
import { OfflineNotice } from '../components/offline-notice';
import { ReactionBar } from '../components/reaction-bar';

// Below the picture and title: the recipe cards (ingredients, steps, cook mode, grocery list)
// and, for members, the comments load after the first screen has drawn.
const ConnectedRecipes = lazy(() =>
  import('../components/connected-recipes').then((m) => ({ default: m.ConnectedRecipes })),
);
const Comments = lazy(() =>
  import('../../../components/comments/comments').then((m) => ({ default: m.Comments })),
);
const loading = (
  <Center py="xl">
    <Loader />
  </Center>
);

export default function RecipePage() {
  const id = Number(useParams().id);
  const { isLoggedIn } = useSession();
  const recipe = useRecipe(id);
  const r = recipe.data;
  // Read when the recipe could not be loaded, never while the server-drawn page hydrates.
  const offline = recipe.isError && typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <DetailState
      loading={recipe.isLoading}
      missing={!r}
      message={offline ? msg.recipeOfflineMissing : msg.noRecipeDetails}
    >
      {() =>
        r && (
          <Container size="lg" py="md" data-print-page>
            <Stack gap="md">
              <OfflineNotice />
              {r.title_image && (
                // 4:3 (the recipes' pictures) up to 420 px high: the space is held before the
                // picture arrives, so the text under it does not move.
                <Image
                  src={r.title_image}
                  alt=""
                  radius="md"
                  mah={420}
                  fit="cover"
                  style={{ aspectRatio: '4 / 3' }}
                  fetchPriority="high"
                />
              )}
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
              <RecipeBoxActions recipeId={r.id} member={isLoggedIn} />
              {isLoggedIn && <KeepOffline recipe={r} />}
              <Suspense fallback={loading}>
                <ConnectedRecipes recipes={r.connected_recipe} heroImage={r.title_image} />
              </Suspense>
              {/* The print view ends here (recipe-box/components/print-recipe.css). */}
              <span data-print-end hidden />
              <Title order={2} size="h3" mt="lg">
                {msg.commentsTab}
              </Title>
              {isLoggedIn ? (
                <Suspense fallback={loading}>
                  <Comments type="youtube_recipe" id={r.id} reloadKey={catalogKeys.recipe(r.id)} />
                </Suspense>
              ) : (
                <LoginToComment />
              )}
            </Stack>
          </Container>
        )
      }
    </DetailState>
  );
}
