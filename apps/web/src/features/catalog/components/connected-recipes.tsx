import {
  Accordion,
  Box,
  Button,
  Group,
  Image,
  List,
  Stack,
  Tabs,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import {
  type ConnectedRecipe,
  displayIngredient,
  instructionSteps,
  msg,
  type UnitSystem,
} from '@simmer/contracts';
import { IconChefHat } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { track } from '../../../lib/beacon';
import { useScreenQuery } from '../../../lib/drawn-screen';
import { useUnitSystem } from '../../../lib/unit-preference';
import { AddToGroceryList } from '../../grocery/components/add-to-grocery-list';
import { RecipeNoteField } from '../../recipe-notes/recipe-note';
import { CookMode } from './cook-mode';
import { Nutrition, RecipeTimes, ServingsControl } from './recipe-facts';
import { RecipeSteps, TimeButton } from './recipe-steps';

/** One ingredient as the page shows it: scaled to the servings and in the member's units. */
export function ingredientText(
  i: ConnectedRecipe['ingredients'][number],
  factor: number,
  system: UnitSystem | null,
) {
  const shown = displayIngredient(i.quantity, i.unit, factor, system);
  return { amount: [shown.quantity, shown.unit].filter(Boolean).join(' '), name: i.name };
}

/**
 * One written recipe: times and yield, a servings control that rescales every quantity
 * (and what "Add to grocery list" adds), ingredients in the member's units, the steps
 * (with their times in the video when it has them), notes and nutrition, and cook mode.
 */
export function RecipeBody({ recipe, heroImage }: { recipe: ConnectedRecipe; heroImage?: string | null }) {
  const [servings, setServings] = useState(recipe.servings);
  const [cooking, setCooking] = useState(false);
  const system = useUnitSystem();
  const factor = servings / recipe.servings;
  const withVideo = recipe.content_type !== 'youtube_recipe';
  const lines = recipe.ingredients.map((i) => ({ id: i.id, ...ingredientText(i, factor, system) }));
  const hasSteps = instructionSteps(recipe.instructions).length > 0;
  useEffect(() => track({ kind: 'recipe_view', content_type: 'recipe', content_id: recipe.id }), [recipe.id]);
  return (
    <Stack gap="md" data-testid="connected-recipe">
      {recipe.recipe_image && recipe.recipe_image !== heroImage && (
        <Image src={recipe.recipe_image} alt="" mah={320} fit="cover" radius="md" />
      )}
      <RecipeTimes recipe={recipe} />
      <Group justify="space-between" gap="sm">
        <ServingsControl value={servings} onChange={setServings} />
        {hasSteps && (
          <Button
            leftSection={<IconChefHat size={18} />}
            onClick={() => {
              track({ kind: 'cook_mode_start', content_type: 'recipe', content_id: recipe.id });
              setCooking(true);
            }}
          >
            {msg.cookModeOpen}
          </Button>
        )}
      </Group>
      <Box>
        <Group justify="space-between" mb="xs">
          <Group gap="xs">
            <Title order={3} size="h4">
              {msg.ingredientsHeading}
            </Title>
            {withVideo && recipe.ingredients_time !== null && (
              <TimeButton seconds={recipe.ingredients_time} label={msg.ingredientsAt} />
            )}
          </Group>
          <AddToGroceryList
            recipeId={recipe.id}
            recipeName={recipe.name}
            ingredients={recipe.ingredients}
            servings={servings === recipe.servings ? undefined : servings}
          />
        </Group>
        <List spacing={4} data-testid="ingredient-list">
          {lines.map((i) => (
            <List.Item key={i.id}>
              <Text span>{i.amount}</Text>{' '}
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
        {hasSteps ? (
          <RecipeSteps recipe={recipe} withVideo={withVideo} />
        ) : (
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when written (apps/server/src/lib/html.ts) */}
            <div dangerouslySetInnerHTML={{ __html: recipe.instructions }} />
          </Typography>
        )}
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
      <RecipeNoteField recipeId={recipe.id} />
      <Nutrition recipe={recipe} />
      {cooking && (
        <CookMode
          opened={cooking}
          onClose={() => setCooking(false)}
          title={recipe.name}
          recipeId={recipe.id}
          instructions={recipe.instructions}
          ingredients={lines.map((l) => ({ key: l.id, text: `${l.amount} ${l.name}`.trim() }))}
        />
      )}
    </Stack>
  );
}

/** Every connected recipe: tabs "Recipe n : name" on wide screens, an accordion on small ones. */
export function ConnectedRecipes({
  recipes,
  heroImage,
}: {
  recipes: ConnectedRecipe[];
  /** The page's own image, so the recipe does not show it a second time. */
  heroImage?: string | null;
}) {
  const wide = useScreenQuery('(min-width: 768px)', { narrow: false });
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
            <RecipeBody recipe={r} heroImage={heroImage} />
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
            <RecipeBody recipe={r} heroImage={heroImage} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
