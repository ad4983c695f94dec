import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useState } from 'react';
import { useAllLists } from '../../grocery/api/grocery-api';

/** Where the week's groceries go: one of the member's lists (merged with its lines) or a new list. */
export function GroceryModal({
  opened,
  onClose,
  onMake,
}: {
  opened: boolean;
  onClose: () => void;
  onMake: (listId: number | null) => Promise<unknown>;
}) {
  const lists = useAllLists(opened);
  const [choice, setChoice] = useState('new');
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={msg.mealPlanToGrocery}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            await onMake(choice === 'new' ? null : Number(choice));
            onClose();
          } finally {
            setBusy(false);
          }
        }}
      >
        <Stack>
          <NativeSelect
            label={msg.mealPlanGroceryList}
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value)}
            data={[
              { value: 'new', label: msg.mealPlanGroceryNew },
              ...(lists.data ?? []).map((l) => ({ value: String(l.id), label: l.list_name })),
            ]}
            disabled={lists.isLoading}
          />
          {lists.isError && (
            <Text size="sm" c="red">
              {msg.somethingWentWrong}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {msg.mealPlanToGrocery}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
