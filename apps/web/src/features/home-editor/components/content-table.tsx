import {
  Checkbox,
  Group,
  Image,
  Loader,
  Pagination,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { limits, msg, type PublishedContent, type PublishedContentType } from '@simmer/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api';
import { formatNumericDay } from '../../../lib/format';
import { usePublished } from '../api/home-editor-api';

const typeLabel: Record<PublishedContentType, string> = {
  show: 'Show',
  video: 'Video',
  'youtube-recipe': 'Recipe',
};

/**
 * The picker's searchable table of published content, 25 a page from page 1 (spec 002 §2.6):
 * checkbox, #, title image, content name, type, number of episodes, upload date.
 */
export function ContentTable({
  type,
  selected,
  onSelect,
  empty,
}: {
  type?: PublishedContentType;
  /** The message when nothing is published (a search that finds nothing has its own). */
  empty?: string;
  selected: PublishedContent | null;
  onSelect: (item: PublishedContent | null) => void;
}) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), limits.searchDebounceMs);
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching, error } = usePublished(page, search, type);
  const rows = data?.results ?? [];
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / limits.pageSize));
  const isSelected = (r: PublishedContent) =>
    selected?.id === r.id && selected.content_type === r.content_type;

  return (
    <>
      <TextInput
        label="Search content"
        placeholder="Content name"
        leftSection={<IconSearch size={16} />}
        rightSection={isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(1);
        }}
        mb="sm"
      />
      {error ? (
        <Text c="red">{errorMessage(error)}</Text>
      ) : isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : rows.length === 0 ? (
        <EmptyState
          message={
            search
              ? msg.noResultsFound
              : (empty ?? (type === 'youtube-recipe' ? msg.pickerNoYoutubeRecipes : msg.pickerNoContent))
          }
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table highlightOnHover verticalSpacing="xs" data-testid="content-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>Select</VisuallyHidden>
                </Table.Th>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th w={72} style={{ whiteSpace: 'nowrap' }}>
                  Title image
                </Table.Th>
                <Table.Th>Content name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Episodes</Table.Th>
                <Table.Th>Upload date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr
                  key={`${r.content_type}-${r.id}`}
                  bg={isSelected(r) ? 'var(--mantine-primary-color-light)' : undefined}
                  onClick={() => onSelect(isSelected(r) ? null : r)}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${r.title}`}
                      checked={isSelected(r)}
                      onChange={() => onSelect(isSelected(r) ? null : r)}
                      onClick={(e) => e.stopPropagation()}
                    />
                  </Table.Td>
                  <Table.Td>{(page - 1) * limits.pageSize + i + 1}</Table.Td>
                  <Table.Td>
                    <Image src={r.title_image} alt="" w={56} h={36} radius="sm" fit="cover" />
                  </Table.Td>
                  <Table.Td fw={600}>{r.title}</Table.Td>
                  <Table.Td>{typeLabel[r.content_type]}</Table.Td>
                  <Table.Td>{r.content_type === 'show' ? r.episodes_count : '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatNumericDay(r.created, 'mdy')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination value={page} onChange={setPage} total={pages} size="sm" />
        </Group>
      )}
    </>
  );
}
