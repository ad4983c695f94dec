import { Center, Container, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { countLabel, limits, msg } from '@simmer/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CatalogCard } from '../../catalog/components/catalog-card';
import { useSharedCollection } from '../api/recipe-box-api';

/**
 * A collection opened by its share link: read-only, for anyone with the link. Premium items
 * show as premium cards; opening one asks a visitor to sign in, as everywhere else.
 */
export default function SharedCollectionPage() {
  const token = useParams().token ?? '';
  const [page, setPage] = useState(1);
  const shared = useSharedCollection(token, page);
  if (shared.isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!shared.data) return <EmptyState message={msg.sharedCollectionNotFound} />;
  const pages = Math.max(1, Math.ceil(shared.data.count / limits.pageSize));
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            {msg.sharedCollectionTitle}
          </Text>
          <Title order={1} size="h2">
            {shared.data.name}
          </Title>
          <Text size="sm" c="dimmed">
            {countLabel(shared.data.count, msg.collectionItem)}
          </Text>
        </div>
        {!shared.data.results.length ? (
          <EmptyState message={msg.sharedCollectionEmpty} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {shared.data.results.map((item) => (
              <CatalogCard
                key={`${item.content_type}-${item.id}`}
                item={item}
                descriptionMax={120}
                showType
              />
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
