import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ConnectedRecipe, msg } from '@simmer/contracts';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/** 95 -> "1 h 35 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The servings control: every quantity on the page (and the grocery addition) follows it. */
export function ServingsControl({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={msg.servingsLabel}>
      <Text fw={600} size="sm">
        {msg.servingsLabel}
      </Text>
      <ActionIcon
        variant="default"
        aria-label={msg.servingsDecrease}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <Text fw={700} miw={24} ta="center" aria-live="polite" data-testid="servings-value">
        {value}
      </Text>
      <ActionIcon
        variant="default"
        aria-label={msg.servingsIncrease}
        disabled={value >= 100}
        onClick={() => onChange(Math.min(100, value + 1))}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Prep, cook and total time and the yield, when the recipe gives them. */
export function RecipeTimes({ recipe }: { recipe: ConnectedRecipe }) {
  const facts = [
    recipe.prep_minutes !== null && [msg.prepTimeLabel, formatMinutes(recipe.prep_minutes)],
    recipe.cook_minutes !== null && [msg.cookTimeLabel, formatMinutes(recipe.cook_minutes)],
    recipe.total_minutes !== null && [msg.totalTimeLabel, formatMinutes(recipe.total_minutes)],
    recipe.recipe_yield && [msg.yieldLabel, recipe.recipe_yield],
  ].filter((f): f is [string, string] => Boolean(f));
  if (!facts.length) return null;
  return (
    <Group gap="lg" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

/** Nutrition per serving, when the admin entered any. */
export function Nutrition({ recipe }: { recipe: ConnectedRecipe }) {
  const n = recipe.nutrition;
  if (!n) return null;
  const rows = [
    ['Calories', n.calories, 'kcal'],
    ['Protein', n.protein_g, 'g'],
    ['Carbohydrates', n.carbs_g, 'g'],
    ['Fat', n.fat_g, 'g'],
  ].filter((r): r is [string, number, string] => r[1] !== null);
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} mb={6}>
        {msg.nutritionHeading}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
        {rows.map(([label, value, unit]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {value} {unit}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
