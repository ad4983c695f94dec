import { Alert, Button, Container, Group, Menu, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { msg } from '@simmer/contracts';
import { IconChevronDown, IconCloudOff, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiError, errorMessage } from '../../../lib/api';
import { deleteRecipeItems, groceryKeys, listQuery } from '../api/grocery-api';
import { startPurchaseSync, usePendingPurchases, withPending } from '../api/purchase-queue';
import { AddItemForm } from '../components/add-item-form';
import { GroceryItems } from '../components/grocery-items';
import { ListRecipes } from '../components/list-recipes';

export default function ViewGroceryListPage() {
  const { id } = useParams();
  const listId = Number(id);
  if (!id || !Number.isInteger(listId) || listId <= 0) return <Navigate to="/grocery-lists" replace />;
  return <ViewGroceryList listId={listId} />;
}

function ViewGroceryList({ listId }: { listId: number }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const queue = usePendingPurchases();
  const { data, error, isPending } = useQuery(listQuery(listId));
  const list = useMemo(() => (data ? withPending(data, queue) : undefined), [data, queue]);
  const waiting = Object.values(queue).filter((p) => p.listId === listId).length;
  const { online } = useNetwork();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [adding, setAdding] = useState(false);

  useEffect(
    () => startPurchaseSync(client, () => notifications.show({ color: 'green', message: msg.grocerySynced })),
    [client],
  );

  const recipeRemoval = useMutation({
    mutationFn: (recipeId: number) => deleteRecipeItems(listId, recipeId),
    onSuccess: async (res) => {
      client.setQueryData(groceryKeys.list(listId), res.data);
      notifications.show({ color: 'green', message: res.msg });
      await client.invalidateQueries({ queryKey: ['grocery', 'lists'] });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
  });

  function deleteByRecipe(recipe: { id: number; name: string }) {
    modals.openConfirmModal({
      title: 'Delete Items by Recipe',
      children: <Text size="sm">{msg.groceryConfirmDeleteRecipe.replace('{recipe}', recipe.name)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => recipeRemoval.mutate(recipe.id),
    });
  }

  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Container size="md" py="xl">
        <EmptyState
          message={notFound ? msg.groceryListNotFound : errorMessage(error)}
          action={
            <Button component={Link} to="/grocery-lists" variant="light">
              Back to my lists
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          {list ? <Title order={1}>{list.list_name}</Title> : <Skeleton h={36} w={220} />}
          <Group gap="sm">
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <Button
                  variant="default"
                  rightSection={<IconChevronDown size={16} />}
                  disabled={!list?.related_recipes.length}
                >
                  Delete Items by Recipe
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {list?.related_recipes.map((r) => (
                  <Menu.Item key={r.id} color="red" onClick={() => deleteByRecipe(r)}>
                    {r.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button onClick={() => navigate('/grocery-lists')}>Done</Button>
          </Group>
        </Group>

        {/* Shown while ticks wait for a connection; a tick in flight on a good connection does not flash it. */}
        {!online && waiting === 0 && list && (
          <Alert color="gray" icon={<IconCloudOff size={18} />} role="status">
            {msg.offlineReading}
          </Alert>
        )}
        {waiting > 0 && !online && (
          <Alert color="yellow" icon={<IconCloudOff size={18} />} role="status">
            {msg.groceryOfflineQueued}
          </Alert>
        )}

        {/* On a phone the add-item form opens on demand so the list itself stays on the first screen. */}
        {phone && !adding ? (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {msg.groceryAddItemOpen}
          </Button>
        ) : (
          <Paper withBorder p="md" radius="md">
            <AddItemForm listId={listId} />
          </Paper>
        )}

        {isPending || !list ? (
          <Stack>
            <Skeleton h={48} />
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        ) : list.grocery_items.length ? (
          <GroceryItems list={list} />
        ) : (
          <Text c="dimmed" ta="center" py="lg">
            {msg.groceryListEmpty}
          </Text>
        )}
        <ListRecipes listId={listId} />
      </Stack>
    </Container>
  );
}
