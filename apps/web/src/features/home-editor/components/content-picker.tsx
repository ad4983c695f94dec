import { Alert, Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { msg, type PublishedContent, type PublishedContentType } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { ContentTable } from './content-table';
import { emptySelection, SelectionFields, type SelectionValues, selectionSchema } from './selection-fields';

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
  const form = useContractForm<SelectionValues>(selectionSchema({ coverRequired: false, withLabel }), {
    ...emptySelection,
  });
  const close = () => {
    setSelected(null);
    form.reset();
    onClose();
  };
  // A failed save shows its message where the form's own check does; the modal stays open.
  const save = useMutation({
    mutationFn: onAdd,
    onSuccess: () => close(),
    onError: (e) => form.setFieldError('form', errorMessage(e)),
  });
  const add = form.onSubmit(({ cover, title, color }) => {
    if (selected) save.mutate({ item: selected, cover, title, color });
  });
  const error = form.errors.form;

  return (
    <Modal opened={opened} onClose={close} title={msg.pickerHeading} size="xl" centered>
      <Stack>
        {/* The table scrolls on its own so the cover fields and Add stay in view. */}
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
          <ContentTable type={type} selected={selected} onSelect={setSelected} />
        </ScrollArea.Autosize>
        {selected && (
          <SelectionFields
            value={form.values}
            onChange={(v) => form.setValues(v)}
            withLabel={withLabel}
            coverRequired={false}
          />
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
          <Button onClick={() => add()} disabled={!selected} loading={save.isPending}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
