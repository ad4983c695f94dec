import { Accordion, Box, Group, Image, List, Stack, Tabs, Text, Title, Typography } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ConnectedRecipe, msg } from '@simmer/contracts';
import { EmptyState } from '../../../components/empty-state';
import { AddToGroceryList } from '../../grocery/components/add-to-grocery-list';

/** One written recipe: ingredients (name, quantity, unit), instructions and notes (sanitized HTML from the server). */
export function RecipeBody({ recipe }: { recipe: ConnectedRecipe }) {
  return (
    <Stack gap="md" data-testid="connected-recipe">
      {recipe.recipe_image && <Image src={recipe.recipe_image} alt="" mah={320} fit="cover" radius="md" />}
      <Box>
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h4">
            {msg.ingredientsHeading}
          </Title>
          <AddToGroceryList recipeId={recipe.id} recipeName={recipe.name} ingredients={recipe.ingredients} />
        </Group>
        <List spacing={4}>
          {recipe.ingredients.map((i) => (
            <List.Item key={i.id}>
              <Text span>{[i.quantity, i.unit].filter(Boolean).join(' ')}</Text>{' '}
              <Text span fw={600}>
                {i.name}
              </Text>
            </List.Item>
          ))}
        </List>
      </Box>
      <Box>
        <Title order={3} size="h4" mb="xs">
          {msg.instructionsHeading}
        </Title>
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when written (modules/catalog/html.ts) */}
          <div dangerouslySetInnerHTML={{ __html: recipe.instructions }} />
        </Typography>
      </Box>
      {recipe.notes && (
        <Box>
          <Title order={3} size="h4" mb="xs">
            {msg.notesHeading}
          </Title>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when written */}
            <div dangerouslySetInnerHTML={{ __html: recipe.notes }} />
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

/** Every connected recipe: tabs "Recipe n : name" on wide screens, an accordion on small ones. */
export function ConnectedRecipes({ recipes }: { recipes: ConnectedRecipe[] }) {
  const wide = useMediaQuery('(min-width: 768px)', true);
  if (!recipes.length) return <EmptyState message={msg.noRecipeFound} />;
  const label = (r: ConnectedRecipe, n: number) =>
    msg.recipeTabTitle.replace('{n}', String(n + 1)).replace('{name}', r.name);
  if (wide) {
    return (
      <Tabs defaultValue={String(recipes[0]!.id)} keepMounted={false}>
        <Tabs.List>
          {recipes.map((r, n) => (
            <Tabs.Tab key={r.id} value={String(r.id)}>
              {label(r, n)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {recipes.map((r) => (
          <Tabs.Panel key={r.id} value={String(r.id)} pt="md">
            <RecipeBody recipe={r} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }
  return (
    <Accordion defaultValue={String(recipes[0]!.id)} variant="separated">
      {recipes.map((r, n) => (
        <Accordion.Item key={r.id} value={String(r.id)}>
          <Accordion.Control>{label(r, n)}</Accordion.Control>
          <Accordion.Panel>
            <RecipeBody recipe={r} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
