import { Anchor, Badge, Group, Loader, Text } from '@mantine/core';
import { type LiveReplay, msg, paths } from '@simmer/contracts';
import { Link } from 'react-router';

/**
 * A past stream's replay on the dashboard: being prepared, a link to its draft video in the
 * content tools (where it is published like any video), or why there is none.
 */
export function ReplayCell({ replay }: { replay: LiveReplay | null }) {
  if (!replay) {
    return (
      <Text size="sm" c="dimmed">
        {msg.liveReplayNone}
      </Text>
    );
  }
  if (replay.status === 'preparing') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm">{msg.liveReplayPreparing}</Text>
      </Group>
    );
  }
  if (replay.status === 'failed' || replay.video_id == null) {
    return (
      <Text size="sm" c="red">
        {msg.liveReplayFailed}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={Link} to={paths.editVideo(replay.video_id)} size="sm">
        {replay.is_publish ? msg.liveReplayEditPublished : msg.liveReplayEdit}
      </Anchor>
      {replay.is_publish && (
        <Badge color="green" variant="light">
          {msg.liveReplayPublished}
        </Badge>
      )}
    </Group>
  );
}
