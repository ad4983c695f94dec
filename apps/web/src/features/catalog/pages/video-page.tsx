import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useParams } from 'react-router';
import { catalogKeys, useSuggested, useVideo } from '../api/catalog-api';
import { CatalogCard } from '../components/catalog-card';
import { DetailState } from '../components/detail-state';
import { MediaArea } from '../components/media-area';
import { ReactionBar } from '../components/reaction-bar';
import { RecipeCommentTabs } from '../components/recipe-comment-tabs';

export default function VideoPage() {
  const id = Number(useParams().id);
  const video = useVideo(id);
  const suggested = useSuggested(id);
  const v = video.data;
  return (
    <DetailState loading={video.isLoading} missing={!v} message={msg.noVideoDetails}>
      {() =>
        v && (
          <Container size="xl" py="md">
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="md">
                  <MediaArea
                    kind="video"
                    id={v.id}
                    title={v.title}
                    titleImage={v.title_image}
                    isPremium={v.is_premium}
                    canWatch={v.can_watch}
                    playbackId={v.video_playback_id}
                    recipes={v.connected_recipe}
                  />
                  <Title order={1} size="h2">
                    {v.title}
                  </Title>
                  <ReactionBar
                    type="video"
                    id={v.id}
                    likesCount={v.likes_count}
                    isLiked={v.is_liked}
                    isBookmarked={v.is_bookmarked}
                    commentsCount={v.comments_count}
                    queryKey={catalogKeys.video(v.id)}
                  />
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{v.description}</Text>
                  <RecipeCommentTabs
                    type="video"
                    id={v.id}
                    recipes={v.connected_recipe}
                    reloadKey={catalogKeys.video(v.id)}
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="md">
                  <Title order={2} size="h4">
                    {msg.suggestedVideos}
                  </Title>
                  {(suggested.data ?? []).map((s) => (
                    <CatalogCard key={s.id} item={s} descriptionMax={75} />
                  ))}
                </Stack>
              </Grid.Col>
            </Grid>
          </Container>
        )
      }
    </DetailState>
  );
}
