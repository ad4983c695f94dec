import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  type AdminAnnouncement,
  AnnouncementFormSchema,
  type AnnouncementPatch,
  msg,
  toAnnouncementWireDate,
} from '@simmer/contracts';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import ColourTextEditor from '../../../components/rich-text/colour-text-editor';
import { TimedStatus } from '../../../components/rich-text/timed-status';
import { ApiError } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { createAnnouncement, updateAnnouncement } from '../api/announcements-api';

interface Props {
  /** The announcement being edited, or null for a new one. Remount (new `key`) to switch. */
  editing: AdminAnnouncement | null;
  status: { text: string | null; show: (text: string, ms?: number) => void };
  onSaved: () => void;
  onCancel: () => void;
}

interface Values extends Record<string, unknown> {
  content: string;
  start_date: string;
  end_date: string;
}

/** A failure the admin can act on shows the server's words; anything else the catalogue's. */
const failureText = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : fallback;

/**
 * The announcement editor (spec 002 §2.8): rich text in three colours, start and end dates
 * (end dates before the start are disabled), and Announce, which in edit mode stays disabled
 * until the content or a date differs from what is stored.
 */
export function AnnouncementEditor({ editing, status, onSaved, onCancel }: Props) {
  const form = useContractForm<Values>(AnnouncementFormSchema, {
    content: editing?.content ?? '',
    start_date: editing?.start_date ?? '',
    end_date: editing?.end_date ?? '',
  });
  // The editor's own rendering of the stored content, so an untouched edit is not "changed".
  const [baseline, setBaseline] = useState<string | null>(editing ? null : '');
  const { content, start_date: start, end_date: end } = form.values;

  const changed =
    !editing ||
    (baseline !== null && (content !== baseline || start !== editing.start_date || end !== editing.end_date));

  const save = useMutation({
    mutationFn: (values: Values) => {
      if (editing) {
        const patch: AnnouncementPatch = {};
        if (values.content !== baseline) patch.content = values.content;
        if (values.start_date !== editing.start_date)
          patch.start_date = toAnnouncementWireDate(values.start_date);
        if (values.end_date !== editing.end_date) patch.end_date = toAnnouncementWireDate(values.end_date);
        return updateAnnouncement(editing.id, patch);
      }
      return createAnnouncement({
        content: values.content,
        start_date: toAnnouncementWireDate(values.start_date),
        end_date: toAnnouncementWireDate(values.end_date),
      });
    },
    onSuccess: (res) => {
      status.show(res.msg);
      onSaved();
    },
    onError: (e) => {
      serverErrors(form, e);
      status.show(failureText(e, editing ? msg.announcementUpdateFailed : msg.announcementCreateFailed));
    },
  });

  // A missing field says "All fields are required!"; otherwise the first field's message.
  const announce = form.onSubmit(
    (values) => save.mutate(values),
    (errors) => {
      const messages = Object.values(errors).map(String);
      status.show(messages.includes(msg.allFieldsRequired) ? msg.allFieldsRequired : (messages[0] ?? ''));
    },
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="announcement-editor-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="announcement-editor-title">
          {editing ? 'Edit announcement' : 'New announcement'}
        </Title>
        <ColourTextEditor
          initial={editing?.content ?? ''}
          onChange={(html) => form.setFieldValue('content', html)}
          onLoaded={(html) => {
            form.setFieldValue('content', html);
            setBaseline(html);
          }}
          label="Announcement"
          error={form.errors.content as string | undefined}
          testId="announcement-content"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label="Start date" withAsterisk {...form.getInputProps('start_date')} />
          <TextInput
            type="date"
            label="End date"
            withAsterisk
            min={start || undefined}
            {...form.getInputProps('end_date')}
          />
        </SimpleGrid>
        <Group justify="space-between" align="center" wrap="wrap">
          <TimedStatus text={status.text} testId="announcement-status" />
          <Group gap="sm">
            {editing && (
              <Button variant="default" onClick={onCancel}>
                Cancel edit
              </Button>
            )}
            <Button
              leftSection={<IconSpeakerphone size={16} />}
              onClick={() => announce()}
              loading={save.isPending}
              disabled={!changed}
            >
              Announce
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
