import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { homeFor, msg } from '@simmer/contracts';
import { IconBroadcast } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { VideoPlayer } from '../../../components/player';
import { useSession } from '../../../lib/session';
import { livePlaybackSource, useCurrent } from '../api/live-api';
import { LiveComments } from '../components/live-comments';
import { ViewerCount } from '../components/viewer-count';
import { useLiveEvents } from '../lib/use-live-events';

/**
 * /join-livestream and /user-live-feed (spec 002 §2.3, §4): loading, then the page heading
 * with the no-stream message and a way home (record 230), or the live stream with its viewer
 * count, player and comments.
 */
export default function JoinLivestreamPage() {
  const current = useCurrent();
  const { role } = useSession();
  const stream = current.data ?? null;
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
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={1} size="h2">
              {stream.host_name}
            </Title>
            {stream.started && (
              <Text size="sm" c="dimmed">
                {new Date(stream.started).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
              </Text>
            )}
          </div>
          <ViewerCount streamId={stream.livestream_id} />
        </Group>
        <VideoPlayer
          key={stream.playback_id}
          playbackId={stream.playback_id}
          title={`${stream.host_name} live`}
          source={livePlaybackSource}
          autoPlay
        />
        <Paper withBorder p="md" radius="md">
          <LiveComments streamId={stream.livestream_id} />
        </Paper>
      </Stack>
    </Container>
  );
}
