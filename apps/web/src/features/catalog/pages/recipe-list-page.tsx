import {
  Anchor,
  Card,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { countLabel, hasRecipeFilters, limits, msg } from '@simmer/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { formatDate } from '../../../lib/format';
import { local } from '../../../lib/storage';
import { useCategory } from '../api/catalog-api';
import { RecipeFilters } from '../components/recipe-filters';
import { useRecipeFilterParams } from '../lib/recipe-filter-params';

/**
 * Recipes of one category: title, date, the description (three lines), comment count and
 * Read More; filtered by course, time and diet and sorted as the address says.
 */
export default function RecipeListPage() {
  const name = useParams().categoryName ?? '';
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useRecipeFilterParams();
  const list = useCategory(name, page, filters);
  const filtered = hasRecipeFilters(filters);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / limits.pageSize));
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {name}
        </Title>
        <RecipeFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {list.isLoading || list.isPlaceholderData ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : !list.data?.results.length ? (
          <EmptyState message={filtered ? msg.recipeFiltersNoMatch : msg.noRecipes} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {list.data.results.map((r) => (
              <Card key={r.id} withBorder radius="md" padding="sm" data-testid="category-card">
                {r.title_image && (
                  <Card.Section>
                    <Image src={r.title_image} alt="" h={160} fit="cover" />
                  </Card.Section>
                )}
                <Text fw={600} mt="sm">
                  {r.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(r.updated)}
                </Text>
                {/* The whole description, clamped to three lines (cut at 10 characters it said nothing). */}
                <Text size="sm" c="dimmed" lineClamp={3} title={r.description}>
                  {r.description}
                </Text>
                <Group justify="space-between" mt="xs">
                  <Text size="xs">{countLabel(r.comments_count, 'comment')}</Text>
                  <Anchor
                    component={Link}
                    to="/recipe-read-more"
                    state={{ recipeId: r.id }}
                    onClick={() => local.set('recipeId', String(r.id))}
                    size="sm"
                  >
                    {msg.readMore}
                  </Anchor>
                </Group>
              </Card>
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
