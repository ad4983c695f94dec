import {
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { hasRecipeFilters, limits, msg, type RecipeListFilters } from '@simmer/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ItemCarousel } from '../../../components/item-carousel';
import { type ListKind, useList, useNewest } from '../api/catalog-api';
import { listPageMemory } from '../lib/list-page-memory';
import { useRecipeFilterParams } from '../lib/recipe-filter-params';
import { useSettledSearch } from '../lib/use-settled-search';
import { CatalogCard } from './catalog-card';
import { RecipeFilters } from './recipe-filters';

/**
 * A paged catalog list (25 per page) with its count, a search box (500 ms pause, active at
 * 0 or at least 2 characters), a strip of newly added items on lists longer than a page, and
 * the page number restored when coming back from a detail page. Recipe lists add filters.
 */
export function CatalogList({
  kind,
  title,
  empty,
  emptySearch = empty,
  filterable = false,
}: {
  kind: ListKind;
  title: string;
  empty: string;
  /** Shown when a search finds nothing (recipes: "No Recipes Found", spec 001 §8). */
  emptySearch?: string;
  /** Recipes: course, time and diet filters and an order, kept in the page address. */
  filterable?: boolean;
}) {
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
  const [urlFilters, setUrlFilters] = useRecipeFilterParams();
  const filters = filterable ? urlFilters : {};
  const filtered = hasRecipeFilters(filters);
  const changeFilters = (next: RecipeListFilters) => {
    setUrlFilters(next);
    setPage(1);
  };
  const list = useList(kind, page, active, filters);
  const newest = useNewest(kind);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / limits.pageSize));
  const stale = !current || list.isPlaceholderData || list.isLoading;
  // A list that fits on one page shows every card in the grid; a longer one gets the strip of
  // the newest as a shortcut above it (not on a filtered or re-ordered list: it ignores both).
  const showStrip =
    Boolean(newest.data?.length) && !active && !filtered && (list.data?.count ?? 0) > limits.pageSize;
  // The grid's first page would repeat the strip's cards right below it: they are shown once.
  const inStrip = new Set(showStrip && page === 1 ? (newest.data ?? []).map((i) => i.id) : []);
  const gridItems = (list.data?.results ?? []).filter((item) => !inStrip.has(item.id));

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
                {list.data.count === 1
                  ? msg.listCountOne
                  : msg.listCount.replace('{count}', String(list.data.count))}
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

        {filterable && <RecipeFilters value={filters} onChange={changeFilters} searching={Boolean(active)} />}

        {showStrip && newest.data && (
          <div data-testid="newly-added">
            <ItemCarousel
              label={msg.newlyAdded}
              title={msg.newlyAdded}
              items={newest.data}
              getKey={(item) => item.id}
              breakpoints="viewer"
              renderItem={(item) => (
                <CatalogCard
                  item={item}
                  descriptionMax={40}
                  onOpen={() => listPageMemory.remember(kind, page)}
                />
              )}
            />
          </div>
        )}

        {stale ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : list.isError ? (
          <EmptyState message={msg.somethingWentWrong} />
        ) : !list.data?.results.length ? (
          filtered ? (
            <EmptyState message={msg.recipeFiltersNoMatch} />
          ) : (
            <EmptyState message={active ? emptySearch : empty} />
          )
        ) : gridItems.length === 0 ? null : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="catalog-grid">
            {gridItems.map((item) => (
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
