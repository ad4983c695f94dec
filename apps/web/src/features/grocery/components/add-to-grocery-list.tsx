import {
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { msg, NewGroceryListSchema } from '@simmer/contracts';
import { IconCircleCheckFilled, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { authModal } from '../../../lib/auth-modal';
import { useContractForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { createList, groceryKeys, updateList, useAllLists } from '../api/grocery-api';

export interface RecipeIngredient {
  name: string;
  quantity?: string | null;
  unit?: string | null;
  category?: string | null;
}

/**
 * The recipe page's add-to-grocery control (spec 001 §2): a member picks a list (lists that
 * already hold this recipe show a check mark) or starts a new one; a visitor is asked to log in.
 * The server adds the recipe's own ingredients, summing what the list already has.
 */
export function AddToGroceryList({
  recipeId,
  recipeName,
  ingredients,
  servings,
}: {
  recipeId: number;
  recipeName?: string;
  ingredients: RecipeIngredient[];
  /** Servings chosen on the page; the server scales the quantities from the recipe's own. */
  servings?: number;
}) {
  const { isLoggedIn, role } = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  // Grocery lists are a member's; an admin's session has no lists page to keep them on.
  if (!ingredients.length || role === 'admin') return null;

  if (!isLoggedIn) {
    return (
      <Button
        variant="light"
        leftSection={<IconListCheck size={18} />}
        onClick={() => {
          notifications.show({ message: msg.groceryLoginToAdd });
          authModal.open('login');
        }}
      >
        Add to grocery list
      </Button>
    );
  }

  return (
    <>
      <Button variant="light" leftSection={<IconListCheck size={18} />} onClick={open}>
        Add to grocery list
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={recipeName ? `Add ${recipeName}` : 'Add to grocery list'}
        centered
      >
        {opened && (
          <Picker recipeId={recipeId} servings={servings} count={ingredients.length} onDone={close} />
        )}
      </Modal>
    </>
  );
}

function Picker({
  recipeId,
  servings,
  count,
  onDone,
}: {
  recipeId: number;
  servings?: number;
  count: number;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const { data: lists, isPending } = useAllLists();
  const form = useContractForm(NewGroceryListSchema, { list_name: '', add_recipe: recipeId, servings });

  async function done(listName: string) {
    notifications.show({ color: 'green', message: msg.groceryAddedToList.replace('{list}', listName) });
    await client.invalidateQueries({ queryKey: groceryKeys.all });
    onDone();
  }

  const addTo = useMutation({
    mutationFn: (list: { id: number; list_name: string }) =>
      updateList(list.id, { add_recipe: recipeId, servings }).then(() => list.list_name),
    onSuccess: done,
    onError: (err) =>
      notifications.show({ color: 'red', message: errorMessage(err) || msg.groceryUpdateFailed }),
  });
  const createNew = useMutation({
    mutationFn: createList,
    onSuccess: (res) => done(res.data.list_name),
    onError: (err) => form.setFieldError('list_name', errorMessage(err) || msg.groceryListCreateFailed),
  });
  const busy = addTo.isPending || createNew.isPending;

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {count === 1 ? msg.groceryPickerHintOne : msg.groceryPickerHint.replace('{count}', String(count))}
      </Text>
      {isPending ? (
        <Loader mx="auto" />
      ) : (
        <ScrollArea.Autosize mah={280}>
          <Stack gap={4} role="list" aria-label="Your grocery lists">
            {lists?.map((l) => {
              const has = l.related_recipes.some((r) => r.id === recipeId);
              return (
                <UnstyledButton
                  key={l.id}
                  role="listitem"
                  onClick={() => addTo.mutate(l)}
                  disabled={busy}
                  p="sm"
                  style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
                  aria-label={`${l.list_name}${has ? ' (already added)' : ''}`}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={500}>{l.list_name}</Text>
                    {addTo.isPending && addTo.variables?.id === l.id ? (
                      <Loader size={16} />
                    ) : (
                      has && (
                        <IconCircleCheckFilled size={20} color="var(--mantine-color-green-6)" aria-hidden />
                      )
                    )}
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Divider label="or" />
      <form
        onSubmit={form.onSubmit((values) => createNew.mutate(NewGroceryListSchema.parse(values)))}
        noValidate
        aria-label="New list from recipe"
      >
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            placeholder={msg.groceryNewListName}
            aria-label={msg.groceryNewListName}
            {...form.getInputProps('list_name')}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={createNew.isPending} leftSection={<IconPlus size={16} />}>
            New list
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
