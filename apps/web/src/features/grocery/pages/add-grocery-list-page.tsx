import { ActionIcon, Button, Container, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, NewGroceryListSchema } from '@simmer/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { createList, groceryKeys } from '../api/grocery-api';

export default function AddGroceryListPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = NewGroceryListSchema.safeParse({ list_name: name });
    if (!parsed.success) {
      setError(msg.groceryListNameRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await createList(parsed.data);
      notifications.show({ color: 'green', message: msg.groceryListCreated });
      await client.invalidateQueries({ queryKey: groceryKeys.all });
      navigate('/grocery-lists');
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 400 ? err.message : msg.groceryListCreateFailed;
      setError(message);
      notifications.show({ color: 'red', message });
    } finally {
      setBusy(false);
    }
  }

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
          <form onSubmit={submit} noValidate aria-label="New grocery list">
            <Stack>
              <TextInput
                label="List Name"
                required
                value={name}
                error={error}
                onChange={(e) => setName(e.currentTarget.value)}
                data-autofocus
              />
              <Button type="submit" loading={busy}>
                Done
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
