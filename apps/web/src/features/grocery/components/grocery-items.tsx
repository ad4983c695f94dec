import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { GroceryItem, GroceryList } from '@simmer/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { deleteItem, groceryKeys } from '../api/grocery-api';
import { togglePurchased } from '../api/purchase-queue';

/**
 * Items grouped under their category, written in upper case (spec 001 §2). Ticked items sink to
 * the end of their aisle, each part keeping its order, so what is left to buy stays on top.
 */
export function groupByCategory(items: GroceryItem[]) {
  const groups = new Map<string, GroceryItem[]>();
  for (const item of items) {
    const key = item.category.toUpperCase();
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]): [string, GroceryItem[]] => [
      key,
      [...group.filter((i) => !i.purchased), ...group.filter((i) => i.purchased)],
    ]);
}

export function GroceryItems({ list }: { list: GroceryList }) {
  const client = useQueryClient();

  const removal = useMutation({
    mutationFn: (item: GroceryItem) => deleteItem(item.id),
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      await client.invalidateQueries({ queryKey: groceryKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const remove = (item: GroceryItem) => removal.mutate(item);

  return (
    <Stack gap="lg">
      {groupByCategory(list.grocery_items).map(([category, items]) => (
        <section key={category} aria-label={category}>
          <Title order={3} size="h5" c="dimmed" mb="xs">
            {category}
          </Title>
          <Paper withBorder radius="md">
            {items.map((item, i) => (
              <Group
                key={item.id}
                justify="space-between"
                wrap="nowrap"
                px="md"
                py="sm"
                style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
                data-testid="grocery-item"
              >
                <Checkbox
                  size="md"
                  checked={item.purchased}
                  onChange={(e) => void togglePurchased(client, list.id, item.id, e.currentTarget.checked)}
                  aria-label={`Purchased ${item.item_name}`}
                  label={
                    <Text
                      td={item.purchased ? 'line-through' : undefined}
                      c={item.purchased ? 'dimmed' : undefined}
                    >
                      <Text span fw={600}>
                        {item.item_name}
                      </Text>{' '}
                      <Text span data-testid="grocery-quantity">
                        {[item.quantity, item.unit].filter(Boolean).join(' ')}
                      </Text>
                    </Text>
                  }
                />
                <Group gap="xs" wrap="nowrap">
                  {item.related_recipes.map((r) => (
                    <Badge key={r.id} variant="light" size="sm" visibleFrom="xs">
                      {r.name}
                    </Badge>
                  ))}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${item.item_name}`}
                    onClick={() => void remove(item)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Paper>
        </section>
      ))}
    </Stack>
  );
}
