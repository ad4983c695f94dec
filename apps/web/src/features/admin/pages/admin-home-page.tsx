import {
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type AdminUserSearch, countLabel, fillMessage, limits, msg } from '@simmer/contracts';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api';
import { formatNumericDay } from '../../../lib/format';
import { exportUsers, useUsers } from '../api/users';
import { UserDataTabs } from '../components/admin-tabs';
import { MemberDataActions } from '../components/member-data-actions';

const planLabel: Record<string, string> = {
  monthly: 'Monthly',
  annual: 'Annual',
  per_product: 'Single',
  free: 'No Plan',
};

/** User Information (spec 002 §2.11): search, filter, sort, select all, CSV export, 25 per page. */
export default function AdminHomePage() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, limits.searchDebounceMs);
  const [plan, setPlan] = useState<AdminUserSearch['plan']>('');
  const [status, setStatus] = useState<AdminUserSearch['status']>('');
  const [ordering, setOrdering] = useState<AdminUserSearch['ordering']>('-created');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Spec 002 §5: the user search starts at more than 2 characters.
  const search = debounced.trim().length > 2 ? debounced.trim() : '';
  const filters: AdminUserSearch = { search_name_email: search, plan, status, ordering };
  const { data, isLoading, isFetching, error } = useUsers(filters, page);
  const rows = data?.results ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const r of rows) {
      if (allOnPage) next.delete(r.id);
      else next.add(r.id);
    }
    setSelected(next);
  };
  const exporting = useMutation({
    mutationFn: exportUsers,
    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
  });
  // With rows ticked the export holds them; otherwise every member the filters match, and the
  // button says so: "all" only when no filter narrows the list.
  const narrowed = !!(search || plan || status);
  const exportLabel = selected.size
    ? fillMessage(msg.usersExportSelected, { count: String(selected.size) })
    : narrowed
      ? fillMessage(msg.usersExportMatching, { count: String(data?.count ?? 0) })
      : msg.usersExportAll;
  const onExport = () => exporting.mutate(selected.size ? [...selected] : { all: true, filters });

  return (
    <Container size="xl" py="lg">
      <UserDataTabs />
      <Group justify="space-between" mb="md" align="flex-end">
        <Title order={1} size="h2">
          User Information
        </Title>
        <Button leftSection={<IconDownload size={16} />} onClick={onExport} loading={exporting.isPending}>
          {exportLabel}
        </Button>
      </Group>
      <Paper withBorder p="md" mb="md">
        {/* Two fields a row on a phone, four on a wide screen: labels never run into each other. */}
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <TextInput
            label="Search"
            placeholder="Name or e-mail"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
            rightSection={isFetching ? <Loader size="xs" /> : null}
          />
          <Select
            label="Plan"
            value={plan}
            onChange={(v) => reset(setPlan)((v ?? '') as AdminUserSearch['plan'])}
            data={[
              { value: '', label: 'All plans' },
              { value: 'monthly', label: 'Monthly' },
              { value: 'annual', label: 'Annual' },
              { value: 'per_product', label: 'Single' },
              { value: 'free', label: 'No Plan' },
            ]}
          />
          <Select
            label="Subscription"
            value={status}
            onChange={(v) => reset(setStatus)((v ?? '') as AdminUserSearch['status'])}
            data={[
              { value: '', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
          />
          <Select
            label="Sort by"
            value={ordering}
            onChange={(v) => reset(setOrdering)((v ?? '-created') as AdminUserSearch['ordering'])}
            data={[
              { value: '-created', label: 'Newest first' },
              { value: 'created', label: 'Oldest first' },
              { value: 'first_name', label: 'First name' },
              { value: 'last_name', label: 'Last name' },
              { value: 'email', label: 'E-mail' },
            ]}
          />
        </SimpleGrid>
      </Paper>
      {error ? (
        <Text c="red">{errorMessage(error)}</Text>
      ) : isLoading ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : rows.length === 0 ? (
        <EmptyState message={msg.noDataFound} />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox aria-label="Select all on this page" checked={allOnPage} onChange={toggleAll} />
                  </Table.Th>
                  <Table.Th>ID</Table.Th>
                  <Table.Th>First name</Table.Th>
                  <Table.Th>Last name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Subscription</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>App info</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${r.first_name} ${r.last_name}`}
                        checked={selected.has(r.id)}
                        onChange={() => toggle(r.id)}
                      />
                    </Table.Td>
                    <Table.Td>{r.id}</Table.Td>
                    <Table.Td>{r.first_name}</Table.Td>
                    <Table.Td>{r.last_name}</Table.Td>
                    <Table.Td>{r.email}</Table.Td>
                    <Table.Td>{formatNumericDay(r.created, 'dmy')}</Table.Td>
                    <Table.Td>{planLabel[r.plan] ?? r.plan}</Table.Td>
                    <Table.Td>
                      <Badge color={r.subscription === 'active' ? 'green' : 'gray'} variant="light">
                        {r.subscription}
                      </Badge>
                    </Table.Td>
                    <Table.Td tt="capitalize">{r.provider}</Table.Td>
                    <Table.Td>{r.app_info ?? '—'}</Table.Td>
                    <Table.Td>
                      <MemberDataActions member={r} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {data && data.count > 0 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {countLabel(data.count, 'member')} · page {page} of{' '}
            {Math.max(1, Math.ceil(data.count / limits.pageSize))}
          </Text>
          <Group gap="xs">
            <Button variant="default" disabled={!data.previous} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="default" disabled={!data.next} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Group>
        </Group>
      )}
    </Container>
  );
}
