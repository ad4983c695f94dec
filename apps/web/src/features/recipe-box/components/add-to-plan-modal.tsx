import { Button, Group, Modal, NativeSelect, NumberInput, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { limits, type Meal, type MealPlanRecipe, mealPlanLimits, msg } from '@simmer/contracts';
import { useEffect, useState } from 'react';
import { usePlannerRecipes } from '../api/recipe-box-api';
import { dayLabel, daysOf, mealLabels, meals } from './plan-days';

/** Picks a recipe by name, a day and meal of the week, and the servings; the keyboard way in. */
export function AddToPlanModal({
  opened,
  week,
  initial,
  onClose,
  onAdd,
}: {
  opened: boolean;
  week: string;
  initial: { day: string; meal: Meal };
  onClose: () => void;
  onAdd: (input: { recipe_id: number; day: string; meal: Meal; servings: number }) => Promise<unknown>;
}) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), limits.searchDebounceMs);
  const found = usePlannerRecipes(search);
  const [picked, setPicked] = useState<MealPlanRecipe | null>(null);
  const [day, setDay] = useState(initial.day);
  const [meal, setMeal] = useState<Meal>(initial.meal);
  const [servings, setServings] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setDay(initial.day);
      setMeal(initial.meal);
      setPicked(null);
      setTyped('');
      setServings('');
    }
  }, [opened, initial.day, initial.meal]);
  const options = found.data?.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={msg.mealPlanAddRecipe}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!picked) return;
          setBusy(true);
          try {
            await onAdd({ recipe_id: picked.id, day, meal, servings: Number(servings) || picked.servings });
            onClose();
          } finally {
            setBusy(false);
          }
        }}
      >
        <Stack>
          <Select
            label={msg.mealPlanRecipeSearch}
            placeholder={msg.mealPlanRecipeSearchHint}
            searchable
            searchValue={typed}
            onSearchChange={setTyped}
            filter={({ options: o }) => o}
            data={options.map((r) => ({ value: String(r.id), label: r.name }))}
            value={picked ? String(picked.id) : null}
            onChange={(v) => {
              const r = options.find((o) => String(o.id) === v) ?? null;
              setPicked(r);
              if (r) setServings(r.servings);
            }}
            nothingFoundMessage={search.length >= 2 && !found.isFetching ? msg.noRecipeFound : undefined}
            required
            data-autofocus
          />
          <Group grow>
            <NativeSelect
              label={msg.mealPlanDayLabel}
              value={day}
              onChange={(e) => setDay(e.currentTarget.value)}
              data={daysOf(week).map((d) => ({ value: d, label: dayLabel(d) }))}
            />
            <NativeSelect
              label={msg.mealPlanMealLabel}
              value={meal}
              onChange={(e) => setMeal(e.currentTarget.value as Meal)}
              data={meals.map((m) => ({ value: m, label: mealLabels[m] }))}
            />
          </Group>
          <NumberInput
            label={msg.servingsLabel}
            min={1}
            max={mealPlanLimits.servingsMax}
            value={servings}
            onChange={setServings}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!picked}>
              {msg.mealPlanAdd}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
