import { Button, Container, Grid, Image, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { openContent } from '../../../lib/open-content';
import { catalogKeys, useShow } from '../api/catalog-api';
import { DetailState } from '../components/detail-state';
import { EpisodeList } from '../components/episode-list';
import { ReactionBar } from '../components/reaction-bar';

export default function ViewShowPage() {
  const id = Number(useParams().showId);
  const navigate = useNavigate();
  const show = useShow(id);
  const s = show.data;
  return (
    <DetailState loading={show.isLoading} missing={!s} message={msg.noShowDetails}>
      {() =>
        s && (
          <Container size="xl" py="md">
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  {s.title_image && <Image src={s.title_image} alt="" radius="md" mah={420} fit="cover" />}
                  <Title order={1} size="h2">
                    {s.title}
                  </Title>
                  <Text>{s.description}</Text>
                  <ReactionBar
                    type="show"
                    id={s.id}
                    likesCount={s.likes_count}
                    isLiked={s.is_liked}
                    isBookmarked={s.is_bookmarked}
                    queryKey={catalogKeys.show(s.id)}
                  />
                  {s.episodes[0] && (
                    <Button
                      w="fit-content"
                      leftSection={<IconPlayerPlay size={18} />}
                      onClick={() => {
                        const to = openContent(s.episodes[0]!);
                        if (to) navigate(to);
                      }}
                    >
                      {msg.watchShow}
                    </Button>
                  )}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <Title order={2} size="h4">
                    {msg.episodesList}
                  </Title>
                  {s.episodes.length ? (
                    <EpisodeList episodes={s.episodes} />
                  ) : (
                    <EmptyState message={msg.noEpisodesToShow} />
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
