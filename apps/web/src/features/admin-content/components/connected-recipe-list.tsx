import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type AdminConnectedRecipe, connectedRecipePaths, msg } from '@simmer/contracts';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/api';
import { useConnectedRecipes, useDeleteConnectedRecipe } from '../api/connected-recipes';

const countLabel = (n: number) =>
  n === 1
    ? msg.connectedRecipeIngredientCountOne
    : msg.connectedRecipeIngredientCount.replace('{n}', String(n));

/**
 * The written recipes of a video, an episode or a YouTube recipe ("recipe"), with Edit,
 * Delete (after confirmation) and Add recipe. Embedded in the parent's edit page.
 */
export function ConnectedRecipeList({
  contentType,
  contentId,
}: {
  contentType: 'video' | 'episode' | 'recipe';
  contentId: number;
}) {
  const { data, isPending, isError, refetch } = useConnectedRecipes(contentType, contentId);
  const remove = useDeleteConnectedRecipe();

  const confirmDelete = (recipe: AdminConnectedRecipe) =>
    modals.openConfirmModal({
      title: msg.connectedRecipeDelete,
      children: <Text size="sm">{msg.connectedRecipeConfirmDelete.replace('{name}', recipe.name)}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(recipe.id, {
          onSuccess: (res) => notifications.show({ color: 'green', message: res.msg }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        }),
    });

  const recipes = data?.data ?? [];
  return (
    <Stack gap="sm" data-testid="connected-recipe-list">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          {msg.connectedRecipesHeading}
        </Title>
        <Button
          component={Link}
          to={connectedRecipePaths.new(contentType, contentId)}
          leftSection={<IconPlus size={16} />}
          variant="light"
        >
          {msg.connectedRecipeAdd}
        </Button>
      </Group>
      {isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Loading recipes" />
        </Group>
      ) : isError ? (
        <Group gap="xs">
          <Text c="red" size="sm">
            {msg.somethingWentWrong}
          </Text>
          <Button size="xs" variant="subtle" onClick={() => refetch()}>
            {msg.videoRetryAction}
          </Button>
        </Group>
      ) : recipes.length === 0 ? (
        <EmptyState message={msg.connectedRecipeNone} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {recipes.map((r) => (
            <Paper component="li" key={r.id} withBorder p="sm" radius="md" data-testid="connected-recipe-row">
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {r.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {countLabel(r.ingredients.length)}
                  </Text>
                </div>
                <RowActions
                  name={r.name}
                  editTo={connectedRecipePaths.edit(contentType, contentId, r.id)}
                  onDelete={() => confirmDelete(r)}
                  deleting={remove.isPending && remove.variables === r.id}
                  editLabel={msg.connectedRecipeEdit}
                  deleteLabel={msg.connectedRecipeDelete}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
