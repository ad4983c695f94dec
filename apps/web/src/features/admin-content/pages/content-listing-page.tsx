import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Image,
  Loader,
  Pagination,
  Paper,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ContentListItem, can, limits, msg } from '@simmer/contracts';
import { IconChartLine, IconExternalLink, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/api';
import { formatNumericDay } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { contentKeys, deleteContent, useContentList } from '../api/content-api';
import { premiumInfo } from '../components/premium-info';

const typeLabel = { show: 'Show', video: 'Video', 'youtube-recipe': 'Recipe' } as const;
const editPath = (c: ContentListItem) =>
  c.content_type === 'show'
    ? `/update-show-content/show/${c.id}`
    : `/update-content/${c.content_type === 'video' ? 'video' : 'recipe'}/${c.id}`;
const previewPath = (c: ContentListItem) =>
  c.content_type === 'show'
    ? `/view-show/${c.id}`
    : c.content_type === 'video'
      ? `/video/${c.id}`
      : `/recipe/${c.id}`;

/** Content listing (spec 002 §2.10): every show, video and recipe, 25 per page, searchable. */
export default function ContentListingPage() {
  const canReadAnalytics = can(useSession().user?.role, 'analytics');
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), limits.searchDebounceMs);
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching, error } = useContentList(page, search);
  const rows = data?.results ?? [];
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / limits.pageSize));

  const removeOne = useMutation({
    mutationFn: (c: ContentListItem) => deleteContent(c.content_type, c.id),
    onSuccess: (res) => {
      notifications.show({ color: 'green', message: res.msg });
      if (rows.length === 1 && page > 1) setPage(page - 1);
    },
    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
    onSettled: () => qc.invalidateQueries({ queryKey: contentKeys.all }),
  });

  const remove = (c: ContentListItem) => {
    if (c.is_premium) return premiumInfo();
    modals.openConfirmModal({
      title: 'Delete content',
      children: <Text size="sm">{msg.contentConfirmDelete.replace('{title}', c.title)}</Text>,
      labels: { confirm: 'Delete', cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () => removeOne.mutate(c),
    });
  };

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {msg.contentListingTitle}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to="/upload-new-episode"
            variant="light"
            leftSection={<IconPlus size={16} />}
          >
            {msg.contentNewEpisodeButton}
          </Button>
          <Button component={Link} to="/upload-new-content" leftSection={<IconPlus size={16} />}>
            {msg.contentNewButton}
          </Button>
        </Group>
      </Group>
      <TextInput
        mb="md"
        label="Search content"
        placeholder={msg.contentSearchPlaceholder}
        leftSection={<IconSearch size={16} />}
        rightSection={isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {error ? (
        <Text c="red" role="alert">
          {errorMessage(error)}
        </Text>
      ) : isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      ) : rows.length === 0 ? (
        <EmptyState message={search ? msg.noResultsFound : msg.noDataFound} />
      ) : (
        <>
          <Paper withBorder>
            <Table.ScrollContainer minWidth={820}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-label={msg.contentListingTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Image</Table.Th>
                    <Table.Th>Content name</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Episodes</Table.Th>
                    <Table.Th>Uploaded</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((c, i) => (
                    <Table.Tr key={`${c.content_type}-${c.id}`} data-testid="content-row">
                      <Table.Td>{(page - 1) * limits.pageSize + i + 1}</Table.Td>
                      <Table.Td>
                        {c.title_image ? (
                          <Image src={c.title_image} alt="" w={64} h={40} radius="sm" fit="cover" />
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={editPath(c)} fw={600}>
                          {c.title}
                        </Anchor>
                        {c.is_premium && (
                          <Badge ml="xs" color="yellow" size="sm">
                            {msg.contentPremiumBadge}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{typeLabel[c.content_type]}</Table.Td>
                      <Table.Td>{c.episodes_count ?? '—'}</Table.Td>
                      <Table.Td>{formatNumericDay(c.created, 'dmy')}</Table.Td>
                      <Table.Td>
                        <Badge color={c.is_publish ? 'green' : 'gray'} variant="light">
                          {c.is_publish ? msg.contentPublishedBadge : msg.contentDraftBadge}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          name={c.title}
                          editTo={editPath(c)}
                          onDelete={() => remove(c)}
                          variant="default"
                        >
                          <Tooltip label={c.is_publish ? 'Preview in a new window' : 'Publish it to preview'}>
                            <ActionIcon
                              component="a"
                              href={previewPath(c)}
                              target="_blank"
                              rel="noopener"
                              variant="default"
                              aria-label={`Preview ${c.title}`}
                              aria-disabled={!c.is_publish}
                              data-disabled={!c.is_publish || undefined}
                              onClick={(e) => !c.is_publish && e.preventDefault()}
                            >
                              <IconExternalLink size={16} />
                            </ActionIcon>
                          </Tooltip>
                          {c.content_type === 'video' && canReadAnalytics && (
                            <Tooltip label={msg.analyticsOpenItem}>
                              <ActionIcon
                                component={Link}
                                to={`/admin-analytics/video/${c.id}`}
                                variant="default"
                                aria-label={`${msg.analyticsOpenItem}: ${c.title}`}
                              >
                                <IconChartLine size={16} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </RowActions>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination total={pages} value={page} onChange={setPage} aria-label="Content pages" />
            </Group>
          )}
        </>
      )}
    </Container>
  );
}
