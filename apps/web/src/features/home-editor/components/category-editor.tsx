import { Alert, Button, Select, Skeleton, Tabs, TagsInput, TextInput } from '@mantine/core';
import {
  type AdminCategory,
  type CategorySortValue,
  categorySortLabels,
  categorySortValues,
  cleanTags,
  msg,
} from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { editorQueries, useHomeWrite, writes } from '../api/home-editor-api';
import { notify, SectionCard } from './section-card';

const defaults = ['Newest', 'Popular', 'Seasonal', 'Vegan'];

/** Recipe categories: the section title (saved on blur) and four tabs of name, tags and sort. */
export function CategoryEditor() {
  const { data, isPending } = useQuery(editorQueries.categories());
  const title = useQuery(editorQueries.sectionTitle());
  const [sectionTitle, setSectionTitle] = useState('');
  const saveTitle = useHomeWrite(writes.sectionTitle);
  useEffect(() => setSectionTitle(title.data?.title ?? ''), [title.data?.title]);
  if (isPending) return <Skeleton h={240} />;
  const byRank = (rank: number) => data?.data.find((c) => c.rank === rank);
  return (
    <SectionCard title="Recipe categories" testId="editor-categories">
      <TextInput
        label="Section title"
        description="Saved when you leave the field"
        value={sectionTitle}
        onChange={(e) => setSectionTitle(e.currentTarget.value)}
        onBlur={() => {
          if (sectionTitle.trim() !== (title.data?.title ?? ''))
            void notify(saveTitle.mutateAsync(sectionTitle.trim()));
        }}
      />
      <Tabs defaultValue="1">
        <Tabs.List>
          {defaults.map((name, i) => (
            <Tabs.Tab key={name} value={String(i + 1)}>
              {byRank(i + 1)?.name || name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {defaults.map((name, i) => (
          <Tabs.Panel key={name} value={String(i + 1)} pt="md">
            <CategoryForm rank={i + 1} category={byRank(i + 1)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionCard>
  );
}

function CategoryForm({ rank, category }: { rank: number; category?: AdminCategory }) {
  const [name, setName] = useState(category?.name ?? '');
  const [tags, setTags] = useState<string[]>(category?.tags_names ?? []);
  const [sort, setSort] = useState<CategorySortValue>(category?.sort_by ?? 'created_date');
  const [error, setError] = useState(false);
  const save = useHomeWrite((r: number) => writes.category(r, { name: name.trim(), tags, sort_by: sort }));
  const submit = () => {
    if (!name.trim()) return setError(true);
    setError(false);
    void notify(save.mutateAsync(rank));
  };
  return (
    <>
      <TextInput
        label="Category name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={60}
      />
      <TagsInput
        label="Tags"
        description="Press Enter to add a tag"
        value={tags}
        // A tag is added only when non-empty and not already there (spec 002 §5).
        onChange={(next) => setTags(cleanTags(next))}
        mt="xs"
        clearable
      />
      <Select
        label="Sort by"
        mt="xs"
        allowDeselect={false}
        data={categorySortValues.map((v) => ({ value: v, label: categorySortLabels[v] }))}
        value={sort}
        onChange={(v) => v && setSort(v as CategorySortValue)}
      />
      {error && (
        <Alert color="red" title={msg.categoryNameRequiredTitle} mt="sm" role="alert">
          {msg.categoryNameRequired}
        </Alert>
      )}
      <Button mt="md" onClick={submit} loading={save.isPending}>
        Submit
      </Button>
    </>
  );
}
