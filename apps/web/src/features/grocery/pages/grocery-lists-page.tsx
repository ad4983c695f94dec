import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type GroceryList, limits, msg } from '@simmer/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api';
import { deleteList, groceryKeys, useListsPage } from '../api/grocery-api';
import { startPurchaseSync } from '../api/purchase-queue';

export default function GroceryListsPage() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  // Ticks made offline on a list page are sent from here too, once the connection is back.
  useEffect(() => startPurchaseSync(client), [client]);
  const { data, isPending, error } = useListsPage(page);
  const pages = data ? Math.max(1, Math.ceil(data.count / limits.pageSize)) : 1;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>My Grocery Lists</Title>
          <Button component={Link} to="/add-grocery-list" leftSection={<IconPlus size={18} />}>
            New list
          </Button>
        </Group>
        {error && <Text c="red">{errorMessage(error)}</Text>}
        {isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {[1, 2, 3].map((k) => (
              <Skeleton key={k} h={120} radius="md" />
            ))}
          </SimpleGrid>
        ) : data?.results.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {data.results.map((list) => (
              <ListCard key={list.id} list={list} />
            ))}
          </SimpleGrid>
        ) : (
          !error && <EmptyState message={msg.noGroceryList} />
        )}
        {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} mx="auto" />}
      </Stack>
    </Container>
  );
}

function ListCard({ list }: { list: GroceryList }) {
  const client = useQueryClient();
  const total = list.grocery_items.length;
  const done = list.grocery_items.filter((i) => i.purchased).length;

  const removal = useMutation({
    mutationFn: () => deleteList(list.id),
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      await client.invalidateQueries({ queryKey: groceryKeys.all });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
  });

  function confirmDelete() {
    modals.openConfirmModal({
      title: 'Delete list',
      children: <Text size="sm">{msg.groceryConfirmDeleteList.replace('{list}', list.list_name)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => removal.mutate(),
    });
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Anchor
          component={Link}
          to={`/view-grocery-list/${list.id}`}
          fw={700}
          size="lg"
          c="inherit"
          underline="hover"
        >
          {list.list_name}
        </Anchor>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${list.list_name}`}
          onClick={confirmDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {msg.groceryPurchasedCount.replace('{done}', String(done)).replace('{total}', String(total))}
      </Text>
      <Group gap={6} mt="sm">
        {list.related_recipes.slice(0, 3).map((r) => (
          <Badge key={r.id} variant="light" size="sm">
            {r.name}
          </Badge>
        ))}
      </Group>
      <Button component={Link} to={`/view-grocery-list/${list.id}`} variant="light" mt="md" fullWidth>
        Open
      </Button>
    </Card>
  );
}
