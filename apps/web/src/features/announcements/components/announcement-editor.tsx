import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  type AdminAnnouncement,
  type AnnouncementPatch,
  msg,
  toAnnouncementWireDate,
} from '@simmer/contracts';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import ColourTextEditor from '../../../components/rich-text/colour-text-editor';
import { TimedStatus } from '../../../components/rich-text/timed-status';
import { ApiError } from '../../../lib/api';
import { createAnnouncement, updateAnnouncement } from '../api/announcements-api';

interface Props {
  /** The announcement being edited, or null for a new one. Remount (new `key`) to switch. */
  editing: AdminAnnouncement | null;
  status: { text: string | null; show: (text: string, ms?: number) => void };
  onSaved: () => void;
  onCancel: () => void;
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
  const [content, setContent] = useState(editing?.content ?? '');
  // The editor's own rendering of the stored content, so an untouched edit is not "changed".
  const [baseline, setBaseline] = useState<string | null>(editing ? null : '');
  const [start, setStart] = useState(editing?.start_date ?? '');
  const [end, setEnd] = useState(editing?.end_date ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const changed =
    !editing ||
    (baseline !== null && (content !== baseline || start !== editing.start_date || end !== editing.end_date));

  async function announce() {
    const missing: Record<string, string> = {};
    if (!content) missing.content = msg.allFieldsRequired;
    if (!start) missing.start_date = msg.allFieldsRequired;
    if (!end) missing.end_date = msg.allFieldsRequired;
    if (Object.keys(missing).length) {
      setErrors(missing);
      status.show(msg.allFieldsRequired);
      return;
    }
    if (end < start) {
      setErrors({ end_date: msg.announcementEndBeforeStart });
      status.show(msg.announcementEndBeforeStart);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      let res: { msg: string };
      if (editing) {
        const patch: AnnouncementPatch = {};
        if (content !== baseline) patch.content = content;
        if (start !== editing.start_date) patch.start_date = toAnnouncementWireDate(start);
        if (end !== editing.end_date) patch.end_date = toAnnouncementWireDate(end);
        res = await updateAnnouncement(editing.id, patch);
      } else {
        res = await createAnnouncement({
          content,
          start_date: toAnnouncementWireDate(start),
          end_date: toAnnouncementWireDate(end),
        });
      }
      status.show(res.msg);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.errors);
      status.show(failureText(e, editing ? msg.announcementUpdateFailed : msg.announcementCreateFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="announcement-editor-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="announcement-editor-title">
          {editing ? 'Edit announcement' : 'New announcement'}
        </Title>
        <ColourTextEditor
          initial={editing?.content ?? ''}
          onChange={setContent}
          onLoaded={(html) => {
            setContent(html);
            setBaseline(html);
          }}
          label="Announcement"
          error={errors.content}
          testId="announcement-content"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Start date"
            withAsterisk
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={errors.start_date}
          />
          <TextInput
            type="date"
            label="End date"
            withAsterisk
            value={end}
            min={start || undefined}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={errors.end_date}
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
              onClick={announce}
              loading={saving}
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
