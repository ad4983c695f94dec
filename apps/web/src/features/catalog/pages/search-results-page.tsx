import { Center, Container, Loader, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useSearch } from '../api/catalog-api';
import { CatalogCard } from '../components/catalog-card';
import { useSettledSearch } from '../lib/use-settled-search';

/** Results of the header search; the keyword arrives in navigation state and can be refined live. */
export default function SearchResultsPage() {
  const state = useLocation().state as { keyword?: string; search?: string } | null;
  const [typed, setTyped] = useState(state?.keyword ?? state?.search ?? '');
  const { search, current } = useSettledSearch(typed);
  const text = search ?? '';
  const results = useSearch(text, text.length >= 2);
  const waiting = !current || results.isFetching;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {msg.searchResultsTitle}
        </Title>
        <TextInput
          aria-label={msg.refineSearchLabel}
          placeholder={msg.listSearchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          maw={480}
        />
        {waiting && text.length >= 2 ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : !results.data?.length || text.length < 2 ? (
          <EmptyState message={msg.resultNotFound} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="search-results">
            {results.data.map((r) => (
              <CatalogCard key={`${r.content_type}-${r.id}`} item={r} showType />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
