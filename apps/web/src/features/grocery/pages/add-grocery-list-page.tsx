import { ActionIcon, Button, Container, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, NewGroceryListSchema } from '@simmer/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { createList, groceryKeys } from '../api/grocery-api';

export default function AddGroceryListPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useContractForm(NewGroceryListSchema, { list_name: '' });
  const create = useMutation({
    mutationFn: createList,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: msg.groceryListCreated });
      await client.invalidateQueries({ queryKey: groceryKeys.all });
      navigate('/grocery-lists');
    },
    onError: (err) => {
      const message =
        err instanceof ApiError && err.status === 400 ? err.message : msg.groceryListCreateFailed;
      form.setFieldError('list_name', message);
      notifications.show({ color: 'red', message });
    },
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group gap="sm">
          <ActionIcon component={Link} to="/grocery-lists" variant="subtle" aria-label="Back" size="lg">
            <IconArrowLeft size={20} />
          </ActionIcon>
          <Title order={1}>New grocery list</Title>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <form
            onSubmit={form.onSubmit((values) => create.mutate(NewGroceryListSchema.parse(values)))}
            noValidate
            aria-label="New grocery list"
          >
            <Stack>
              <TextInput label="List Name" required {...form.getInputProps('list_name')} data-autofocus />
              <Button type="submit" loading={create.isPending}>
                Done
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
