import {
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type AdminLivestream, limits, msg } from '@simmer/contracts';
import { IconBroadcast } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/format';
import { useAdminCurrent, useAdminStreams } from '../api/live-api';
import { ReplayCell } from '../components/replay-cell';
import { formatDuration, StreamStatus } from '../components/stream-status';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}

function CurrentCard({ stream }: { stream: AdminLivestream | null }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb={stream ? 'md' : 0} wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h4">
            {stream ? stream.title : msg.liveNoCurrent}
          </Title>
          {stream && (
            <Text size="sm" c="dimmed">
              {stream.host_name}
            </Text>
          )}
          {stream && <StreamStatus status={stream.status} />}
        </Group>
        <Button component={Link} to="/livestream" leftSection={<IconBroadcast size={18} />} color="red">
          {stream ? msg.liveOpenStudio : msg.liveGoLive}
        </Button>
      </Group>
      {stream && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label="Live viewers" value={stream.viewers} />
          <Stat label="Peak viewers" value={stream.peak_viewers} />
          <Stat label="Comments" value={stream.comment_count} />
          <Stat label="Duration" value={formatDuration(stream.duration_seconds)} />
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** /livestream-home: the current stream's figures and the past streams (with their replays), 25 per page. */
export default function LivestreamHomePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const current = useAdminCurrent(5000);
  const streams = useAdminStreams(page);
  const pages = Math.max(1, Math.ceil((streams.data?.count ?? 0) / limits.pageSize));
  const past = (streams.data?.results ?? []).filter((s) => s.status === 'ended');

  if (current.isLoading) return <PageLoader />;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {msg.liveDashboard}
        </Title>
        <CurrentCard stream={current.data?.data ?? null} />
        <Title order={2} size="h4">
          {msg.livePastStreams}
        </Title>
        {streams.isLoading ? (
          <PageLoader />
        ) : past.length === 0 ? (
          <EmptyState message={msg.liveNoPastStreams} icon={<IconBroadcast size={36} />} />
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover aria-label={msg.livePastStreams}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{msg.liveTitleColumn}</Table.Th>
                  <Table.Th>Started</Table.Th>
                  <Table.Th>Host</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Peak viewers</Table.Th>
                  <Table.Th>Comments</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>{msg.liveReplayColumn}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {past.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.title}</Table.Td>
                    <Table.Td>{formatDateTime(s.started ?? s.created)}</Table.Td>
                    <Table.Td>{s.host_name}</Table.Td>
                    <Table.Td>{formatDuration(s.duration_seconds)}</Table.Td>
                    <Table.Td>{s.peak_viewers}</Table.Td>
                    <Table.Td>{s.comment_count}</Table.Td>
                    <Table.Td>
                      <StreamStatus status={s.status} />
                    </Table.Td>
                    <Table.Td data-testid="live-replay">
                      <ReplayCell replay={s.replay} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={(p) => setParams({ page: String(p) })} />
        )}
      </Stack>
    </Container>
  );
}
