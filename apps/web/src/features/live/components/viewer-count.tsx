import { Badge, Group } from '@mantine/core';
import { fillMessage, msg } from '@simmer/contracts';
import { IconEye } from '@tabler/icons-react';
import { useViewers } from '../api/live-api';

/** The live badge and viewer count, polled every 5 s (spec 002 §9). */
export function ViewerCount({ streamId }: { streamId: number }) {
  const { data } = useViewers(streamId);
  const viewers = data?.data[0]?.viewers;
  return (
    <Group gap="xs">
      <Badge color="red" variant="filled">
        {msg.liveBadge}
      </Badge>
      <Badge
        variant="light"
        color="gray"
        leftSection={<IconEye size={14} />}
        data-testid="live-viewers"
        aria-live="polite"
      >
        {viewers === undefined ? '…' : fillMessage(msg.liveViewers, { count: String(viewers) })}
      </Badge>
    </Group>
  );
}
