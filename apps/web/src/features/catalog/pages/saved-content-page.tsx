import { Center, Container, Loader, Pagination, SimpleGrid, Stack, Title } from '@mantine/core';
import { limits, msg } from '@simmer/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useSavedContent } from '../api/engagement-api';
import { CatalogCard } from '../components/catalog-card';

/** The member's saved videos, recipes, shows and episodes (bookmarks), opened by content type. */
export default function SavedContentPage() {
  const [page, setPage] = useState(1);
  const saved = useSavedContent(page);
  const pages = Math.max(1, Math.ceil((saved.data?.count ?? 0) / limits.pageSize));
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {msg.savedContentTitle}
        </Title>
        {saved.isLoading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : saved.isError ? (
          <EmptyState message={msg.savedLoadFailed} />
        ) : !saved.data?.results.length ? (
          <EmptyState message={msg.noSavedContent} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {saved.data.results.map((s) => (
              <CatalogCard key={`${s.content_type}-${s.id}`} item={s} descriptionMax={150} showType />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
