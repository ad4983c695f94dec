import { Button, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import {
  hasRecipeFilters,
  msg,
  type RecipeListFilters,
  type RecipeSort,
  type RecipeTimeBand,
  recipeCourses,
  recipeDiets,
  recipeSorts,
} from '@simmer/contracts';
import { IconX } from '@tabler/icons-react';

const capitalised = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);
const timeLabels: Record<RecipeTimeBand, string> = {
  '15': msg.recipeFilterTime15,
  '30': msg.recipeFilterTime30,
  '60': msg.recipeFilterTime60,
};
const sortLabels: Record<RecipeSort, string> = {
  newest: msg.recipeSortNewest,
  popular: msg.recipeSortPopular,
  quickest: msg.recipeSortQuickest,
};

/**
 * Course, total time, diet and order of a recipe list. The values live in the page address
 * (see recipe-filter-params.ts); this only shows and changes them.
 */
export function RecipeFilters({
  value,
  onChange,
  searching = false,
}: {
  value: RecipeListFilters;
  onChange: (next: RecipeListFilters) => void;
  /** While a search runs, the default order is best match rather than newest. */
  searching?: boolean;
}) {
  const set = (patch: Partial<RecipeListFilters>) => {
    const next = { ...value, ...patch };
    for (const key of Object.keys(next) as Array<keyof RecipeListFilters>) {
      const v = next[key];
      if (v === undefined || (Array.isArray(v) && v.length === 0)) delete next[key];
    }
    onChange(next);
  };
  return (
    <Group
      align="end"
      justify="flex-end"
      gap="sm"
      wrap="wrap"
      role="group"
      aria-label={msg.recipeFiltersLabel}
      data-testid="recipe-filters"
    >
      {/* On a phone the four fields take the whole width and Clear filters wraps below them. */}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: '1 1 420px', minWidth: 0 }}>
        <Select
          label={msg.recipeFilterCourse}
          placeholder={msg.recipeFilterAnyCourse}
          data={recipeCourses.map((c) => ({ value: c, label: capitalised(c) }))}
          value={value.course ?? null}
          onChange={(v) => set({ course: (v ?? undefined) as RecipeListFilters['course'] })}
          clearable
        />
        <Select
          label={msg.recipeFilterTime}
          placeholder={msg.recipeFilterAnyTime}
          data={Object.entries(timeLabels).map(([v, label]) => ({ value: v, label }))}
          value={value.time ?? null}
          onChange={(v) => set({ time: (v ?? undefined) as RecipeListFilters['time'] })}
          clearable
        />
        <MultiSelect
          label={msg.recipeFilterDiet}
          placeholder={value.diet?.length ? undefined : msg.recipeFilterAnyDiet}
          data={recipeDiets.map((d) => ({ value: d, label: capitalised(d) }))}
          value={value.diet ?? []}
          onChange={(v) => set({ diet: v as RecipeListFilters['diet'] })}
          clearable
        />
        <Select
          label={msg.recipeSortLabel}
          placeholder={searching ? msg.recipeSortRelevance : msg.recipeSortNewest}
          data={recipeSorts.map((s) => ({ value: s, label: sortLabels[s] }))}
          value={value.sort ?? null}
          onChange={(v) => set({ sort: (v ?? undefined) as RecipeListFilters['sort'] })}
          allowDeselect={false}
          clearable={searching}
        />
      </SimpleGrid>
      {hasRecipeFilters(value) && (
        <Button variant="subtle" leftSection={<IconX size={16} />} onClick={() => onChange({})}>
          {msg.recipeFiltersClear}
        </Button>
      )}
    </Group>
  );
}
