import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { homeFor, msg } from '@simmer/contracts';
import { IconBroadcast } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { VideoPlayer } from '../../../components/player';
import { formatTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { livePlaybackSource, useCurrent } from '../api/live-api';
import { LiveComments } from '../components/live-comments';
import { ViewerCount } from '../components/viewer-count';
import { useLiveEvents } from '../lib/use-live-events';

/**
 * /join-livestream and /user-live-feed (spec 002 §2.3, §4): loading, then the page heading
 * with the no-stream message and a way home (record 230), or the live stream with its title,
 * viewer count, player and comments (beside the player on wide screens, below it behind the
 * Show/Hide toggle on phones).
 */
export default function JoinLivestreamPage() {
  const current = useCurrent();
  const { role } = useSession();
  const stream = current.data ?? null;
  // Mantine's md breakpoint (62em), where the grid puts the comments beside the video.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  useLiveEvents(stream?.livestream_id);

  if (current.isLoading) return <PageLoader />;
  if (!stream) {
    return (
      <Container size="md" py="lg">
        <Title order={1} size="h2">
          {msg.liveViewerTitle}
        </Title>
        <EmptyState
          message={msg.liveNoStream}
          icon={<IconBroadcast size={36} />}
          action={
            <Button component={Link} to={homeFor(role)} variant="light">
              {msg.liveBackHome}
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={1} size="h2">
              {stream.title}
            </Title>
            <Text size="sm" c="dimmed">
              {stream.host_name}
              {stream.started && ` · ${formatTime(stream.started)}`}
            </Text>
          </div>
          <ViewerCount streamId={stream.livestream_id} />
        </Group>
        {/* Wide screens: comments beside the video, always open. Phones: below it, behind the toggle. */}
        <Grid gap="md" align="stretch">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <VideoPlayer
              key={stream.playback_id}
              playbackId={stream.playback_id}
              title={stream.title}
              source={livePlaybackSource}
              autoPlay
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md" radius="md" h="100%" data-testid="live-comments-panel">
              <LiveComments key={wide ? 'beside' : 'below'} streamId={stream.livestream_id} toggle={!wide} />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
