import {
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { limits, msg, toDayMonthYear } from '@simmer/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { TimedStatus, useTimedStatus } from '../../../components/rich-text/timed-status';
import { RowActions } from '../../../components/row-actions';
import { ApiError, errorMessage } from '../../../lib/api';
import { announcementKeys, deleteAnnouncement, useAnnouncementsPage } from '../api/announcements-api';

interface Props {
  editingId: number | null;
  onEdit: (id: number) => void;
  onDeleted: (id: number) => void;
}

/** Every announcement, 25 a page, with search, edit and delete (spec 002 §2.8). */
export function AnnouncementList({ editingId, onEdit, onDeleted }: Props) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), limits.searchDebounceMs);
  const [page, setPage] = useState(1);
  const status = useTimedStatus();
  const { data, isPending, isFetching, error } = useAnnouncementsPage(search, page);
  const pages = data ? Math.max(1, Math.ceil(data.count / limits.pageSize)) : 1;

  const confirmDelete = (id: number, title: string) =>
    modals.openConfirmModal({
      title: 'Delete announcement',
      children: (
        <Text size="sm">
          {msg.announcementDeleteConfirm} <strong>{title}</strong>
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const res = await deleteAnnouncement(id);
          status.show(res.msg);
          onDeleted(id);
        } catch (e) {
          status.show(e instanceof ApiError && e.status === 404 ? e.message : msg.announcementDeleteFailed);
        }
        await client.invalidateQueries({ queryKey: announcementKeys.all });
        if (data && data.results.length === 1 && page > 1) setPage(page - 1);
      },
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="announcement-list-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h4" id="announcement-list-title">
              All announcements{data ? ` (${data.count})` : ''}
            </Title>
            <TimedStatus text={status.text} testId="announcement-list-status" />
          </Group>
          <TextInput
            aria-label="Search announcements"
            placeholder="Search text or DD-MM-YYYY"
            leftSection={<IconSearch size={16} />}
            rightSection={isFetching ? <Loader size="xs" /> : null}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        {error ? (
          <Text c="red">{errorMessage(error)}</Text>
        ) : isPending ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : !data.results.length ? (
          <EmptyState message={search ? msg.announcementNoResults : msg.announcementNone} />
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Announcement</Table.Th>
                  <Table.Th>Start date</Table.Th>
                  <Table.Th>End date</Table.Th>
                  <Table.Th w={96}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((a) => (
                  <Table.Tr
                    key={a.id}
                    bg={a.id === editingId ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {a.body}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{toDayMonthYear(a.start_date)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{toDayMonthYear(a.end_date)}</Table.Td>
                    <Table.Td>
                      <RowActions
                        name={a.title}
                        onEdit={() => onEdit(a.id)}
                        onDelete={() => confirmDelete(a.id, a.title)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} aria-label="Announcement pages" />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
