import {
  Button,
  Container,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type AuditFilters, limits } from '@simmer/contracts';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { exportAuditLog, useAuditFacets, useAuditLog } from '../api/staff-api';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The owner's audit log: who did what to which item, when and from where; filters, pages and CSV. */
export default function AuditLogPage() {
  const [actorText, setActorText] = useState('');
  const [actor] = useDebouncedValue(actorText.trim(), limits.searchDebounceMs);
  const [action, setAction] = useState<string | null>(null);
  const [targetType, setTargetType] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filters: AuditFilters = {
    actor,
    action: action ?? '',
    target_type: targetType ?? '',
    from: day.test(from) ? from : '',
    to: day.test(to) ? to : '',
  };
  const { data, isLoading, isFetching, error } = useAuditLog(filters, page);
  const facets = useAuditFacets();
  const exporting = useMutation({
    mutationFn: () => exportAuditLog(filters),
    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const pages = data ? Math.max(1, Math.ceil(data.count / limits.pageSize)) : 1;

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Audit log
          </Title>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            Export CSV
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Every change staff make in the admin, as it was recorded. Entries cannot be edited or deleted.
        </Text>
        <Group align="flex-end" wrap="wrap" role="search" aria-label="Filter the audit log">
          <TextInput
            label="Staff e-mail"
            leftSection={<IconSearch size={14} />}
            value={actorText}
            onChange={(e) => reset(setActorText)(e.currentTarget.value)}
            w={220}
          />
          <Select
            label="Action"
            placeholder="Any action"
            data={facets.data?.actions ?? []}
            value={action}
            onChange={reset(setAction)}
            clearable
            searchable
            w={260}
          />
          <Select
            label="Item type"
            placeholder="Any item"
            data={facets.data?.target_types ?? []}
            value={targetType}
            onChange={reset(setTargetType)}
            clearable
            searchable
            w={180}
          />
          <TextInput
            label="From"
            type="date"
            value={from}
            onChange={(e) => reset(setFrom)(e.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="date"
            value={to}
            onChange={(e) => reset(setTo)(e.currentTarget.value)}
          />
        </Group>
        {isLoading ? (
          <PageLoader />
        ) : error ? (
          <EmptyState message={errorMessage(error)} />
        ) : !data?.results.length ? (
          <EmptyState message="No entry matches these filters." />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.count} {data.count === 1 ? 'entry' : 'entries'}
              {isFetching ? '…' : ''}
            </Text>
            <Table.ScrollContainer minWidth={900}>
              <Table striped verticalSpacing="xs" aria-label="Audit log entries">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>Action</Table.Th>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>Details</Table.Th>
                    <Table.Th>Address</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.at)}</Table.Td>
                      <Table.Td>{r.actor_email}</Table.Td>
                      <Table.Td>
                        <code>{r.action}</code>
                      </Table.Td>
                      <Table.Td>
                        {r.target_type ?? '—'}
                        {r.target_id ? ` #${r.target_id}` : ''}
                      </Table.Td>
                      <Table.Td>{r.summary}</Table.Td>
                      <Table.Td>{r.ip ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" />}
          </>
        )}
      </Stack>
    </Container>
  );
}
