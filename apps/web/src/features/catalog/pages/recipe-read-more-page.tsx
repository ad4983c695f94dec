import { Container, Divider, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useLocation } from 'react-router';
import { local } from '../../../lib/storage';
import { useNewest, useRecipe } from '../api/catalog-api';
import { CatalogCard } from '../components/catalog-card';
import { RecipeBody } from '../components/connected-recipes';
import { DetailState } from '../components/detail-state';

/**
 * A recipe read in full: title, image, and every connected recipe's ingredients, notes and
 * instructions. The id arrives in navigation state (recipeId), kept locally for a reload.
 */
export default function RecipeReadMorePage() {
  const state = useLocation().state as { recipeId?: number } | null;
  const id = Number(state?.recipeId ?? local.get('recipeId') ?? 0);
  const recipe = useRecipe(id);
  const more = useNewest('recipes');
  const r = recipe.data;
  return (
    <DetailState loading={id > 0 && recipe.isLoading} missing={!r} message={msg.noRecipeFound}>
      {() =>
        r && (
          <Container size="lg" py="md">
            <Stack gap="md">
              <Title order={1} size="h2">
                {r.title}
              </Title>
              {r.title_image && <Image src={r.title_image} alt="" radius="md" mah={420} fit="cover" />}
              {r.connected_recipe.map((c) => (
                <Stack key={c.id} gap="xs">
                  <Title order={2} size="h3">
                    {c.name}
                  </Title>
                  <RecipeBody recipe={c} />
                  <Divider my="sm" />
                </Stack>
              ))}
              <Title order={2} size="h3">
                {msg.moreRecipes}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                {(more.data ?? [])
                  .filter((m) => m.id !== r.id)
                  .slice(0, 4)
                  .map((m) => (
                    <CatalogCard key={m.id} item={m} descriptionMax={40} />
                  ))}
              </SimpleGrid>
            </Stack>
          </Container>
        )
      }
    </DetailState>
  );
}
