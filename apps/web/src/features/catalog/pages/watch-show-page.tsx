import { Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { fillMessage, msg, paths } from '@simmer/contracts';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { catalogKeys, useEpisode } from '../api/catalog-api';
import { DetailState } from '../components/detail-state';
import { EpisodeList } from '../components/episode-list';
import { MediaArea } from '../components/media-area';
import { ReactionBar } from '../components/reaction-bar';
import { RecipeCommentTabs } from '../components/recipe-comment-tabs';
import { UpNext } from '../components/up-next';

export default function WatchShowPage() {
  const id = Number(useParams().id);
  const episode = useEpisode(id);
  const e = episode.data;
  const navigate = useNavigate();
  // An episode opened by "Up next" plays at once.
  const autoPlay = Boolean((useLocation().state as { upNext?: boolean } | null)?.upNext);
  const [ended, setEnded] = useState<number | null>(null);
  const next = e?.next_episode ?? null;
  const playNext = useCallback(() => {
    if (next) navigate(paths.episode(next.id), { state: { upNext: true } });
  }, [next, navigate]);
  return (
    <DetailState loading={episode.isLoading} missing={!e} message={msg.noVideoDetails}>
      {() =>
        e && (
          <Container size="xl" py="md">
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="md">
                  <MediaArea
                    kind="episode"
                    id={e.id}
                    title={e.title}
                    titleImage={e.title_image}
                    isPremium={e.is_premium}
                    canWatch={e.can_watch}
                    playbackId={e.video_playback_id}
                    recipes={e.connected_recipe}
                    autoPlay={autoPlay}
                    onEnded={() => setEnded(e.id)}
                  />
                  {next && ended === e.id && (
                    <UpNext
                      key={e.id}
                      next={next}
                      number={e.episode_number + 1}
                      onPlay={playNext}
                      onCancel={() => setEnded(null)}
                    />
                  )}
                  <Text size="sm" c="dimmed" fw={600} data-testid="episode-number">
                    {fillMessage(msg.episodeNumber, { number: String(e.episode_number) })}
                  </Text>
                  <Title order={1} size="h2">
                    <Anchor component={Link} to={paths.show(e.show)} inherit>
                      {e.show_name}
                    </Anchor>
                    {' : '}
                    {e.title}
                  </Title>
                  <ReactionBar
                    type="episode"
                    id={e.id}
                    likesCount={e.likes_count}
                    isLiked={e.is_liked}
                    isBookmarked={e.is_bookmarked}
                    commentsCount={e.comments_count}
                    queryKey={catalogKeys.episode(e.id)}
                  />
                  <Title order={2} size="h4">
                    {msg.descriptionHeading}
                  </Title>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{e.description}</Text>
                  <RecipeCommentTabs
                    type="episode"
                    id={e.id}
                    recipes={e.connected_recipe}
                    reloadKey={catalogKeys.episode(e.id)}
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="md">
                  <Title order={2} size="h4">
                    {msg.otherEpisodes}
                  </Title>
                  {e.other_episodes.length ? (
                    <EpisodeList
                      episodes={e.other_episodes}
                      numbers={e.other_episodes.map((_, i) => (i + 1 < e.episode_number ? i + 1 : i + 2))}
                    />
                  ) : (
                    <Text c="dimmed">{msg.noEpisodesToShow}</Text>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          </Container>
        )
      }
    </DetailState>
  );
}
