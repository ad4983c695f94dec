import {
  Button,
  Divider,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, NewGroceryListSchema } from '@simmer/contracts';
import { IconCircleCheckFilled, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { track } from '../../../lib/beacon';
import { useContractForm } from '../../../lib/form';
import { createList, groceryKeys, updateList, useAllLists } from '../api/grocery-api';

/**
 * The add-to-grocery dialog's content: the member's lists to add the recipe to, and a new list
 * from it. Loaded the first time a member opens the dialog (`add-to-grocery-list.tsx`), with the
 * lists' API and the form's schema, which a recipe page's first load then does without.
 */
export function Picker({
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
    track({ kind: 'grocery_add', content_type: 'recipe', content_id: recipeId });
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
