import {
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { limits, msg, type Newsletter, segmentLabels } from '@simmer/contracts';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api';
import { deleteNewsletter, newsletterKeys, useNewsletters } from '../api/newsletters-api';

const statusColour: Record<Newsletter['status'], string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'orange',
  sent: 'green',
};

export function ProgressText({ n }: { n: Newsletter }) {
  if (n.status === 'draft') return <Text size="sm">-</Text>;
  const p = n.progress;
  return (
    <Text size="sm" aria-live="polite" data-testid={`progress-${n.id}`}>
      {p.sent} sent · {p.failed} failed · {p.remaining} remaining
    </Text>
  );
}

/** /newsletters-management: drafts and sent newsletters with their status and progress (decision 850). */
export default function NewslettersManagementPage() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useNewsletters(page);
  const remove = useMutation({
    mutationFn: deleteNewsletter,
    onSuccess: () => client.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
  const confirmDelete = (n: Newsletter) =>
    modals.openConfirmModal({
      title: 'Delete draft',
      children: (
        <Text size="sm">
          {msg.newsletterDeleteConfirm} <strong>{n.subject}</strong>
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(n.id),
    });
  const pages = data ? Math.max(1, Math.ceil(data.count / limits.pageSize)) : 1;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1} size="h2">
            Newsletters
          </Title>
          <Button component={Link} to="/newsletter-editor/new" leftSection={<IconPlus size={16} />}>
            New newsletter
          </Button>
        </Group>
        {remove.error && <Text c="red">{errorMessage(remove.error)}</Text>}
        {isPending ? (
          <Loader aria-label="Loading newsletters" />
        ) : error ? (
          <Text c="red" role="alert">
            {errorMessage(error)}
          </Text>
        ) : !data || data.results.length === 0 ? (
          <EmptyState message={msg.newslettersEmpty} icon={<IconMail />} />
        ) : (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Subject</Table.Th>
                    <Table.Th>Segment</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Progress</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((n) => (
                    <Table.Tr key={n.id}>
                      <Table.Td>{n.subject}</Table.Td>
                      <Table.Td>{segmentLabels[n.segment]}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColour[n.status]} data-testid={`status-${n.id}`}>
                          {n.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <ProgressText n={n} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={`/newsletter-editor/${n.id}`}
                          >
                            {n.status === 'draft' ? 'Edit' : 'Open'}
                          </Button>
                          {n.status === 'draft' && (
                            <Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(n)}>
                              Delete
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Newsletter pages" />
        )}
      </Stack>
    </Container>
  );
}
