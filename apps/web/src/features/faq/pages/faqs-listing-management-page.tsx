import {
  Button,
  Container,
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
import { limits, msg } from '@simmer/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { TimedStatus, useTimedStatus } from '../../../components/rich-text/timed-status';
import { RowActions } from '../../../components/row-actions';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatNumericDay } from '../../../lib/format';
import { ContentTabs } from '../../admin/components/content-tabs';
import { deleteFaqTopic, faqAdminKeys, useFaqTopics } from '../api/faq-admin-api';
import { faqTopicPath } from '../lib/faq-topic-path';

/** /faqs-listing-management: every FAQ topic, 25 a page (paged here), with search (spec 002 §2.9). */
export default function FaqsListingManagementPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), limits.searchDebounceMs);
  const [page, setPage] = useState(1);
  const status = useTimedStatus();
  const { data: topics, isPending, isFetching, error } = useFaqTopics(search);
  const pages = Math.max(1, Math.ceil((topics?.length ?? 0) / limits.pageSize));
  const shown = (topics ?? []).slice((page - 1) * limits.pageSize, page * limits.pageSize);
  const { show } = status;

  // A topic saved on its own page reports here; the message is shown once.
  const arrived = (location.state as { status?: string } | null)?.status;
  useEffect(() => {
    if (!arrived) return;
    show(arrived);
    navigate('.', { replace: true, state: null });
  }, [arrived, show, navigate]);
  // Client paging: a shorter list (a search, a delete) never leaves the page past its end.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  const removeTopic = useMutation({
    mutationFn: deleteFaqTopic,
    onSuccess: (res) => status.show(res.msg),
    onError: (e) => status.show(e instanceof ApiError && e.status === 404 ? e.message : msg.faqUpdateFailed),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: faqAdminKeys.all });
      await client.invalidateQueries({ queryKey: ['faq'] });
    },
  });

  const confirmDelete = (id: number, topic: string) =>
    modals.openConfirmModal({
      title: 'Delete topic',
      children: (
        <Text size="sm">
          {msg.faqTopicDeleteConfirm} <strong>{topic}</strong>
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => removeTopic.mutate(id),
    });

  return (
    <Container size="xl" py="lg">
      <ContentTabs />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            FAQs
          </Title>
          <Button component={Link} to={faqTopicPath('new-topic')} leftSection={<IconPlus size={16} />}>
            New Topic
          </Button>
        </Group>
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Group align="center" wrap="wrap">
              <TextInput
                aria-label="Search topics"
                placeholder="Search topics and questions"
                leftSection={<IconSearch size={16} />}
                rightSection={isFetching ? <Loader size="xs" /> : null}
                value={text}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  setPage(1);
                }}
                w={{ base: '100%', sm: 320 }}
              />
              <TimedStatus text={status.text} testId="faq-status" />
            </Group>
            {error ? (
              <Text c="red">{errorMessage(error)}</Text>
            ) : isPending ? (
              <Group justify="center" py="xl">
                <Loader />
              </Group>
            ) : !shown.length ? (
              <EmptyState message={search ? msg.faqNoTopicsFound : msg.noFaqs} />
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Topic</Table.Th>
                      <Table.Th>Sub-topics</Table.Th>
                      <Table.Th>Updated</Table.Th>
                      <Table.Th w={96}>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((t) => (
                      <Table.Tr key={t.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {t.topic}
                          </Text>
                        </Table.Td>
                        <Table.Td>{t.subtopics.length}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatNumericDay(t.updated, 'dmy')}
                        </Table.Td>
                        <Table.Td>
                          <RowActions
                            name={t.topic}
                            editTo={faqTopicPath(t.id)}
                            onDelete={() => confirmDelete(t.id, t.topic)}
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
                <Pagination total={pages} value={page} onChange={setPage} aria-label="Topic pages" />
              </Group>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
