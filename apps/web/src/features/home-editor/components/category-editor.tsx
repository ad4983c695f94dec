import { Alert, Button, Select, Skeleton, Tabs, TagsInput, TextInput } from '@mantine/core';
import {
  type AdminCategory,
  CategoryFormSchema,
  type CategorySortValue,
  categorySortLabels,
  categorySortValues,
  cleanTags,
  msg,
  SectionTitleSchema,
} from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useContractForm } from '../../../lib/form';
import { editorQueries, useHomeWrite, writes } from '../api/home-editor-api';
import { notify, SectionCard } from './section-card';

const defaults = ['Newest', 'Popular', 'Seasonal', 'Vegan'];

/** Recipe categories: the section title (saved on blur) and four tabs of name, tags and sort. */
export function CategoryEditor() {
  const { data, isPending } = useQuery(editorQueries.categories());
  const title = useQuery(editorQueries.sectionTitle());
  if (isPending) return <Skeleton h={240} />;
  const byRank = (rank: number) => data?.data.find((c) => c.rank === rank);
  const stored = title.data?.title ?? '';
  return (
    <SectionCard title="Recipe categories" testId="editor-categories">
      <SectionTitleField key={stored} stored={stored} />
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

/** The section title, saved when the field is left with a value other than the stored one. */
function SectionTitleField({ stored }: { stored: string }) {
  const form = useContractForm(SectionTitleSchema, { title: stored });
  const save = useHomeWrite(writes.sectionTitle);
  const submit = form.onSubmit(({ title }) => {
    if (title.trim() !== stored) void notify(save.mutateAsync(title.trim()));
  });
  return (
    <TextInput
      label="Section title"
      description="Saved when you leave the field"
      {...form.getInputProps('title')}
      onBlur={() => submit()}
    />
  );
}

function CategoryForm({ rank, category }: { rank: number; category?: AdminCategory }) {
  const form = useContractForm(CategoryFormSchema, {
    name: category?.name ?? '',
    tags: category?.tags_names ?? [],
    sort_by: (category?.sort_by ?? 'created_date') as CategorySortValue,
  });
  const save = useHomeWrite((v: { name: string; tags: string[]; sort_by: CategorySortValue }) =>
    writes.category(rank, v),
  );
  const submit = form.onSubmit(({ name, tags, sort_by }) =>
    notify(save.mutateAsync({ name: name.trim(), tags, sort_by })),
  );
  return (
    <>
      <TextInput label="Category name" maxLength={60} {...form.getInputProps('name')} error={undefined} />
      <TagsInput
        label="Tags"
        description="Press Enter to add a tag"
        value={form.values.tags}
        // A tag is added only when non-empty and not already there (spec 002 §5).
        onChange={(next) => form.setFieldValue('tags', cleanTags(next))}
        error={form.errors.tags}
        mt="xs"
        clearable
      />
      <Select
        label="Sort by"
        mt="xs"
        allowDeselect={false}
        data={categorySortValues.map((v) => ({ value: v, label: categorySortLabels[v] }))}
        value={form.values.sort_by}
        onChange={(v) => v && form.setFieldValue('sort_by', v as CategorySortValue)}
      />
      {/* The name's error is this alert, not a message under the field. */}
      {form.errors.name && (
        <Alert color="red" title={msg.categoryNameRequiredTitle} mt="sm" role="alert">
          {msg.categoryNameRequired}
        </Alert>
      )}
      <Button mt="md" onClick={() => submit()} loading={save.isPending}>
        Submit
      </Button>
    </>
  );
}
