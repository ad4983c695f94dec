import { Button, Grid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, NewGroceryItemSchema } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { addItem, groceryKeys } from '../api/grocery-api';
import { CategoryInput } from './category-input';

/** Adds one item to a list: Item Name, Quantity and Category are required (spec 001 §5). */
export function AddItemForm({ listId }: { listId: number }) {
  const client = useQueryClient();
  const form = useContractForm(NewGroceryItemSchema, {
    item_name: '',
    quantity: '',
    unit: '',
    category: '',
    grocery_list: listId,
  });
  const add = useMutation({
    mutationFn: addItem,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: msg.groceryItemAdded });
      form.reset();
      await client.invalidateQueries({ queryKey: groceryKeys.all });
    },
    onError: (error) => {
      serverErrors(form, error);
      const message =
        error instanceof ApiError && error.status === 400 ? error.message : msg.groceryItemAddFailed;
      notifications.show({ color: 'red', message });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => add.mutate(NewGroceryItemSchema.parse(values)))}
      noValidate
      aria-label="Add item"
    >
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput label="Item Name" required {...form.getInputProps('item_name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <TextInput label="Quantity" required {...form.getInputProps('quantity')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <TextInput label="Unit" placeholder="kg, cup..." {...form.getInputProps('unit')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 3 }}>
          <CategoryInput
            value={form.values.category}
            onChange={(value) => form.setFieldValue('category', value)}
            error={form.errors.category as string | undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Button type="submit" loading={add.isPending} fullWidth>
            Add
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
