import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { fillMessage, msg } from '@simmer/contracts';
import { IconBroadcast } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { liveNowQuery } from '../api/home-api';

/** On the member home while a livestream is on: who is live and a way in. */
export function LiveNowBanner() {
  const { data: stream } = useQuery(liveNowQuery());
  if (stream?.status !== 'live') return null;
  return (
    <Paper
      component="section"
      aria-label={msg.liveNowTitle}
      withBorder
      radius="md"
      p="md"
      bg="red.0"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
      data-testid="live-now-banner"
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBroadcast size={28} color="var(--mantine-color-red-8)" aria-hidden />
          <Stack gap={2}>
            <Badge color="red.8" variant="filled" radius="sm" w="fit-content">
              {msg.liveNowTitle}
            </Badge>
            <Text>{fillMessage(msg.liveNowBody, { name: stream.host_name })}</Text>
          </Stack>
        </Group>
        <Button component={Link} to="/join-livestream" color="red.8">
          {msg.liveNowJoin}
        </Button>
      </Group>
    </Paper>
  );
}
