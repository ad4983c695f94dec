import { Alert, Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { msg, type PublishedContent, type PublishedContentType } from '@simmer/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { ContentTable } from './content-table';
import { emptySelection, SelectionFields, type SelectionValues, selectionError } from './selection-fields';

export interface PickedContent extends SelectionValues {
  item: PublishedContent;
}

/**
 * The content picker modal (spec 002 §2.6). A failed save shows its message inside the
 * modal, which stays open; a successful one closes it.
 */
export function ContentPicker({
  opened,
  onClose,
  type,
  withLabel = false,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  type?: PublishedContentType;
  withLabel?: boolean;
  onAdd: (picked: PickedContent) => Promise<unknown>;
}) {
  const [selected, setSelected] = useState<PublishedContent | null>(null);
  const [values, setValues] = useState<SelectionValues>(emptySelection);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setSelected(null);
    setValues(emptySelection);
    setError(null);
    onClose();
  };
  const add = async () => {
    if (!selected) return;
    const problem = selectionError(values, { coverRequired: false, withLabel });
    if (problem) return setError(problem);
    setSaving(true);
    setError(null);
    try {
      await onAdd({ item: selected, ...values });
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={msg.pickerHeading} size="xl" centered>
      <Stack>
        {/* The table scrolls on its own so the cover fields and Add stay in view. */}
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
          <ContentTable type={type} selected={selected} onSelect={setSelected} />
        </ScrollArea.Autosize>
        {selected && (
          <SelectionFields value={values} onChange={setValues} withLabel={withLabel} coverRequired={false} />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={add} disabled={!selected} loading={saving}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
