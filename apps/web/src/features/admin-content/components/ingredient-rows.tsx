import { ActionIcon, Autocomplete, Button, Grid, Input, Paper, Stack, TextInput } from '@mantine/core';
import { msg, suggestedUnits } from '@simmer/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { IngredientCategoryInput } from './ingredient-category-input';

export interface IngredientRow {
  key: string;
  name: string;
  quantity: string;
  unit: string;
  category: string;
}

let next = 0;
export const emptyRow = (): IngredientRow => ({
  key: `row-${++next}`,
  name: '',
  quantity: '',
  unit: '',
  category: '',
});

/** The ingredient rows of the editor: name, quantity, unit and category, with add and remove. */
export function IngredientRows({
  rows,
  onChange,
  errors,
}: {
  rows: IngredientRow[];
  onChange: (rows: IngredientRow[]) => void;
  errors: Record<string, string>;
}) {
  const set = (i: number, field: keyof Omit<IngredientRow, 'key'>, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  return (
    <Input.Wrapper label={msg.connectedRecipeIngredientsLabel}>
      <Stack gap="xs" mt={4}>
        {rows.map((row, i) => {
          const err = (field: string) => errors[`ingredients.${i}.${field}`];
          return (
            <Paper key={row.key} withBorder p="xs" radius="md" data-testid="ingredient-row">
              <Grid gap="xs" align="flex-start">
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label={msg.connectedRecipeIngredientName}
                    value={row.name}
                    onChange={(e) => set(i, 'name', e.currentTarget.value)}
                    error={err('name')}
                    maxLength={100}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 2 }}>
                  <TextInput
                    label={msg.connectedRecipeQuantity}
                    value={row.quantity}
                    onChange={(e) => set(i, 'quantity', e.currentTarget.value)}
                    error={err('quantity')}
                    withAsterisk
                    maxLength={30}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 2 }}>
                  <Autocomplete
                    label={msg.connectedRecipeUnit}
                    data={[...suggestedUnits]}
                    value={row.unit}
                    onChange={(v) => set(i, 'unit', v)}
                    error={err('unit')}
                    maxLength={30}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 10, sm: 3 }}>
                  <IngredientCategoryInput
                    label={msg.connectedRecipeCategory}
                    value={row.category}
                    onChange={(v) => set(i, 'category', v)}
                    error={err('category')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 2, sm: 1 }} pt={30}>
                  <ActionIcon
                    color="red"
                    variant="subtle"
                    size="lg"
                    aria-label={msg.connectedRecipeRemoveIngredient.replace('{n}', String(i + 1))}
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Grid.Col>
              </Grid>
            </Paper>
          );
        })}
        <div>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...rows, emptyRow()])}
          >
            {msg.connectedRecipeAddIngredient}
          </Button>
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
