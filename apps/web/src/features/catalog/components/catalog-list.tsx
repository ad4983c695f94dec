import {
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { limits, msg } from '@simmer/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { type ListKind, useList, useNewest } from '../api/catalog-api';
import { listPageMemory } from '../lib/list-page-memory';
import { useSettledSearch } from '../lib/use-settled-search';
import { CatalogCard } from './catalog-card';

/**
 * A paged catalog list (25 per page) with its count, a search box (500 ms pause, active at
 * 0 or at least 2 characters), a strip of newly added items, and the page number restored
 * when coming back from a detail page.
 */
export function CatalogList({ kind, title, empty }: { kind: ListKind; title: string; empty: string }) {
  const [page, setPage] = useState(() => listPageMemory.take(kind) ?? 1);
  const [typed, setTyped] = useState('');
  const { search, current } = useSettledSearch(typed);
  const [active, setActive] = useState('');
  useEffect(() => {
    if (search !== null && search !== active) {
      setActive(search);
      setPage(1);
    }
  }, [search, active]);
  const list = useList(kind, page, active);
  const newest = useNewest(kind);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / limits.pageSize));
  const stale = !current || list.isPlaceholderData || list.isLoading;

  return (
    <Container size="xl">
      <Stack gap="lg" py="md">
        <Group justify="space-between" align="end">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {list.data && !stale && (
              <Text c="dimmed" size="sm" data-testid="list-count">
                {msg.listCount.replace('{count}', String(list.data.count))}
              </Text>
            )}
          </div>
          <TextInput
            aria-label={msg.listSearchLabel}
            placeholder={msg.listSearchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>

        {newest.data && newest.data.length > 0 && !active && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {msg.newlyAdded}
            </Title>
            <ScrollArea type="auto" offsetScrollbars>
              <Group wrap="nowrap" gap="md" align="stretch">
                {newest.data.map((item) => (
                  <div key={item.id} style={{ width: 240, flex: '0 0 auto' }}>
                    <CatalogCard
                      item={item}
                      descriptionMax={40}
                      onOpen={() => listPageMemory.remember(kind, page)}
                    />
                  </div>
                ))}
              </Group>
            </ScrollArea>
          </Stack>
        )}

        {stale ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : list.isError ? (
          <EmptyState message={msg.somethingWentWrong} />
        ) : !list.data?.results.length ? (
          <EmptyState message={empty} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="catalog-grid">
            {list.data.results.map((item) => (
              <CatalogCard key={item.id} item={item} onOpen={() => listPageMemory.remember(kind, page)} />
            ))}
          </SimpleGrid>
        )}

        {pages > 1 && !stale && (
          <Center>
            <Pagination total={pages} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
