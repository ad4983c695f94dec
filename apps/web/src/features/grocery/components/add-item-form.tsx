import { Button, Grid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, NewGroceryItemSchema } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { addItem, groceryKeys } from '../api/grocery-api';
import { CategoryInput } from './category-input';

const empty = { item_name: '', quantity: '', unit: '', category: '' };

/** Adds one item to a list: Item Name, Quantity and Category are required (spec 001 §5). */
export function AddItemForm({ listId }: { listId: number }) {
  const client = useQueryClient();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = NewGroceryItemSchema.safeParse({ ...values, grocery_list: listId });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await addItem(parsed.data);
      notifications.show({ color: 'green', message: msg.groceryItemAdded });
      setValues(empty);
      await client.invalidateQueries({ queryKey: groceryKeys.all });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setErrors(error.errors);
      const message =
        error instanceof ApiError && error.status === 400 ? error.message : msg.groceryItemAddFailed;
      notifications.show({ color: 'red', message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add item">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label="Item Name"
            required
            value={values.item_name}
            error={errors.item_name}
            onChange={(e) => set('item_name')(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <TextInput
            label="Quantity"
            required
            value={values.quantity}
            error={errors.quantity}
            onChange={(e) => set('quantity')(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <TextInput
            label="Unit"
            placeholder="kg, cup..."
            value={values.unit}
            error={errors.unit}
            onChange={(e) => set('unit')(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 3 }}>
          <CategoryInput value={values.category} onChange={set('category')} error={errors.category} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Button type="submit" loading={busy} fullWidth>
            Add
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
