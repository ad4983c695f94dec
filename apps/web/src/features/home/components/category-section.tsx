import { Anchor, Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ItemCarousel } from '../../../components/item-carousel';
import { useCategory, useCategorySectionTitle, useCategoryTitles } from '../api/home-api';
import { ContentCard } from './content-card';

function CategoryTab({ rank, name }: { rank: number; name: string }) {
  const { data, isPending } = useCategory(rank);
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const recipes = data?.results ?? [];
  if (recipes.length === 0) return <EmptyState message={msg.noRecipesToShow} />;
  return (
    <ItemCarousel
      label={name}
      items={recipes}
      getKey={(r) => r.id}
      action={
        <Anchor component={Link} to={`/recipe-list/${encodeURIComponent(name)}`} size="sm">
          {msg.categoryViewAll}
        </Anchor>
      }
      renderItem={(r) => (
        <ContentCard
          item={{
            id: r.id,
            content_type: 'youtube_recipe',
            title: r.title,
            image: r.title_image,
            updated: r.updated,
          }}
          showType={false}
        />
      )}
    />
  );
}

/**
 * The recipe category section: its title and up to four tabs ordered by rank (Newest,
 * Popular, Seasonal, Vegan by default); tab names come from the category titles.
 */
export function CategorySection() {
  const titles = useCategoryTitles();
  const sectionTitle = useCategorySectionTitle();
  const tabs = [...(titles.data?.data ?? [])].sort((a, b) => a.rank - b.rank).slice(0, 4);
  const [active, setActive] = useState<string | null>(null);
  if (tabs.length === 0) return null;
  const current = active ?? String(tabs[0]!.rank);
  return (
    <Stack
      component="section"
      aria-labelledby="category-section-title"
      gap="md"
      data-testid="category-section"
    >
      <Title order={2} id="category-section-title">
        {sectionTitle.data?.title}
      </Title>
      <Tabs value={current} onChange={setActive} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.rank} value={String(t.rank)}>
              {t.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.rank} value={String(t.rank)} pt="md">
            <CategoryTab rank={t.rank} name={t.name} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
