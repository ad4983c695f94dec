import { Alert, Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconShirt } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useProductPages } from '../api/store-api';
import { ProductCard } from './product-card';

/**
 * A collection's products (or all of them): Load more while the last page reports a next
 * page, then "No more products to show..." (spec 001 §2, §4).
 */
export function ProductGrid({ handle }: { handle: string | null }) {
  const pages = useProductPages(handle);
  if (pages.isPending) return <PageLoader />;
  if (pages.error) return <Alert color="red">{errorMessage(pages.error)}</Alert>;
  const products = pages.data.pages.flatMap((p) => p.products);
  if (products.length === 0)
    return <EmptyState message={msg.storeNoProducts} icon={<IconShirt size={36} />} />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </SimpleGrid>
      <Center py="md">
        {pages.hasNextPage ? (
          <Button
            variant="outline"
            loading={pages.isFetchingNextPage}
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {msg.storeLoadMore}
          </Button>
        ) : (
          <Text c="dimmed" role="status">
            {msg.storeNoMoreProducts}
          </Text>
        )}
      </Center>
    </Stack>
  );
}
