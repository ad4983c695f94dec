import { Fieldset, MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { msg, recipeCourses, recipeDiets } from '@simmer/contracts';

export interface DetailsState {
  servings: number | string;
  prep_minutes: number | string;
  cook_minutes: number | string;
  recipe_yield: string;
  course: string;
  diets: string[];
  calories: number | string;
  protein_g: number | string;
  carbs_g: number | string;
  fat_g: number | string;
}

export const blankDetails = (): DetailsState => ({
  servings: 4,
  prep_minutes: '',
  cook_minutes: '',
  recipe_yield: '',
  course: '',
  diets: [],
  calories: '',
  protein_g: '',
  carbs_g: '',
  fat_g: '',
});

const num = (v: number | string) => (v === '' ? null : Number(v));

/** What the form sends for the details (the server checks the same rules). */
export function detailsBody(d: DetailsState) {
  const nutrition = {
    calories: num(d.calories),
    protein_g: num(d.protein_g),
    carbs_g: num(d.carbs_g),
    fat_g: num(d.fat_g),
  };
  return {
    servings: d.servings === '' ? undefined : Number(d.servings),
    prep_minutes: num(d.prep_minutes),
    cook_minutes: num(d.cook_minutes),
    recipe_yield: d.recipe_yield.trim(),
    course: d.course as (typeof recipeCourses)[number] | '',
    diets: d.diets,
    nutrition: Object.values(nutrition).some((v) => v !== null) ? nutrition : null,
  };
}

const label = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

/** Servings, times, yield, course, diets and nutrition of a connected recipe. */
export function RecipeDetailsFields({
  value,
  onChange,
  errors,
}: {
  value: DetailsState;
  onChange: (next: DetailsState) => void;
  errors: Record<string, string>;
}) {
  const set = <K extends keyof DetailsState>(key: K, v: DetailsState[K]) => onChange({ ...value, [key]: v });
  return (
    <Fieldset legend="Servings, time and nutrition" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        <NumberInput
          label={msg.servingsLabel}
          min={1}
          max={100}
          allowDecimal={false}
          value={value.servings}
          onChange={(v) => set('servings', v)}
          error={errors.servings}
          withAsterisk
        />
        <NumberInput
          label="Prep time (minutes)"
          min={0}
          max={10000}
          allowDecimal={false}
          value={value.prep_minutes}
          onChange={(v) => set('prep_minutes', v)}
          error={errors.prep_minutes}
        />
        <NumberInput
          label="Cook time (minutes)"
          min={0}
          max={10000}
          allowDecimal={false}
          value={value.cook_minutes}
          onChange={(v) => set('cook_minutes', v)}
          error={errors.cook_minutes}
        />
        <TextInput
          label="Yield"
          placeholder="12 cookies"
          maxLength={100}
          value={value.recipe_yield}
          onChange={(e) => set('recipe_yield', e.currentTarget.value)}
          error={errors.recipe_yield}
        />
        <Select
          label="Course"
          data={recipeCourses.map((c) => ({ value: c, label: label(c) }))}
          value={value.course || null}
          onChange={(v) => set('course', v ?? '')}
          clearable
          error={errors.course}
        />
        <MultiSelect
          label="Diets"
          data={recipeDiets.map((d) => ({ value: d, label: label(d) }))}
          value={value.diets}
          onChange={(v) => set('diets', v)}
          error={errors.diets}
        />
        <NumberInput
          label="Calories (kcal)"
          min={0}
          max={10000}
          value={value.calories}
          onChange={(v) => set('calories', v)}
          error={errors['nutrition.calories'] ?? errors.nutrition}
        />
        <NumberInput
          label="Protein (g)"
          min={0}
          max={10000}
          value={value.protein_g}
          onChange={(v) => set('protein_g', v)}
          error={errors['nutrition.protein_g']}
        />
        <NumberInput
          label="Carbohydrates (g)"
          min={0}
          max={10000}
          value={value.carbs_g}
          onChange={(v) => set('carbs_g', v)}
          error={errors['nutrition.carbs_g']}
        />
        <NumberInput
          label="Fat (g)"
          min={0}
          max={10000}
          value={value.fat_g}
          onChange={(v) => set('fat_g', v)}
          error={errors['nutrition.fat_g']}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
