import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { CollectionNameSchema, collectionLimits, msg } from '@simmer/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';

/** Names a new collection or renames one; the server's refusal shows under the field. */
export function CollectionNameModal({
  opened,
  title,
  initial = '',
  submitLabel,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  initial?: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setName(initial);
      setError(null);
    }
  }, [opened, initial]);
  async function submit() {
    const checked = CollectionNameSchema.safeParse({ name });
    if (!checked.success) return setError(msg.collectionNameInvalid);
    setBusy(true);
    try {
      await onSubmit(checked.data.name);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput
            label={msg.collectionNameLabel}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={collectionLimits.nameMax}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
