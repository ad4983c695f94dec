import { Accordion, Box, List, Stack, Text, Title, Typography } from '@mantine/core';
import { endpoints, msg } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { groceryKeys } from '../api/grocery-api';

/**
 * The recipes on the list, whole (ingredients as written, instructions), so the cook has
 * them in the shop and in the kitchen; the service worker keeps a copy for offline use.
 */
export function ListRecipes({ listId }: { listId: number }) {
  const { data } = useQuery({
    queryKey: [...groceryKeys.list(listId), 'recipes'],
    queryFn: () => call(endpoints.grocery.listRecipes, { params: { id: listId } }),
  });
  const recipes = data?.data ?? [];
  if (!recipes.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="list-recipes">
      <Title order={2} size="h4" id="list-recipes">
        Recipes on this list
      </Title>
      <Accordion variant="separated" data-testid="list-recipes">
        {recipes.map((r) => (
          <Accordion.Item key={r.id} value={String(r.id)}>
            <Accordion.Control>{r.name}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Box>
                  <Text fw={700} mb={4}>
                    {msg.ingredientsHeading}
                  </Text>
                  <List spacing={2}>
                    {r.ingredients.map((i) => (
                      <List.Item key={i.id}>
                        {[i.quantity, i.unit, i.name].filter(Boolean).join(' ')}
                      </List.Item>
                    ))}
                  </List>
                </Box>
                <Box>
                  <Text fw={700} mb={4}>
                    {msg.instructionsHeading}
                  </Text>
                  <Typography>
                    {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when written */}
                    <div dangerouslySetInnerHTML={{ __html: r.instructions }} />
                  </Typography>
                </Box>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
