import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { limits, msg } from '@simmer/contracts';
import { IconBooks } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { boxRefOf } from '../../recipe-box/api/recipe-box-api';
import { AddToCollection } from '../../recipe-box/components/add-to-collection';
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
        <Group justify="space-between">
          <Title order={1} size="h2">
            {msg.savedContentTitle}
          </Title>
          <Button component={Link} to="/recipe-box" variant="light" leftSection={<IconBooks size={18} />}>
            {msg.recipeBoxTitle}
          </Button>
        </Group>
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
              <Stack key={`${s.content_type}-${s.id}`} gap={4}>
                <CatalogCard item={s} descriptionMax={150} showType />
                <AddToCollection item={boxRefOf(s)} title={s.title} />
              </Stack>
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
