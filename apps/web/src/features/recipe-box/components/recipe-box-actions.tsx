import { Button, Group } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import './print-recipe.css';

// Members only, and below the first screen's needs: loads after the page.
const CookedIt = lazy(() => import('./cooked-it').then((m) => ({ default: m.CookedIt })));

/**
 * The recipe box's actions on a recipe page: "Print" (the page's print stylesheet keeps the
 * ingredients and steps at the chosen servings) and, for a member, "Cooked it" with its history.
 */
export function RecipeBoxActions({ recipeId, member }: { recipeId: number; member: boolean }) {
  return (
    <Group gap="xs" data-print="hide">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPrinter size={16} />}
        onClick={() => window.print()}
      >
        {msg.printRecipe}
      </Button>
      {member && (
        <Suspense fallback={null}>
          <CookedIt item={{ content_type: 'youtube_recipe', content_id: recipeId }} />
        </Suspense>
      )}
    </Group>
  );
}
