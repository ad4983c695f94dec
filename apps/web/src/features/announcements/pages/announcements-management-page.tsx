import { Container, Stack, Title } from '@mantine/core';
import { type AdminAnnouncement, msg } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimedStatus } from '../../../components/rich-text/timed-status';
import { ApiError } from '../../../lib/api';
import { ContentTabs } from '../../admin/components/content-tabs';
import { announcementKeys, getAnnouncement } from '../api/announcements-api';
import { AnnouncementEditor } from '../components/announcement-editor';
import { AnnouncementList } from '../components/announcement-list';

/** Spec 002 §9: errors while loading an announcement for editing clear after 4 s. */
const EDIT_LOAD_ERROR_MS = 4000;

/** /announcements-management: the editor above the list of every announcement (spec 002 §2.8). */
export default function AnnouncementsManagementPage() {
  const client = useQueryClient();
  const status = useTimedStatus();
  const [editing, setEditing] = useState<AdminAnnouncement | null>(null);
  // A new key remounts the editor: loading an announcement or resetting to a blank one.
  const [editorKey, setEditorKey] = useState(0);

  const load = (next: AdminAnnouncement | null) => {
    setEditing(next);
    setEditorKey((k) => k + 1);
  };

  async function edit(id: number) {
    try {
      load(await getAnnouncement(id));
      status.clear();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (e) {
      status.show(
        e instanceof ApiError && e.status === 404 ? e.message : msg.announcementNotFound,
        EDIT_LOAD_ERROR_MS,
      );
    }
  }

  return (
    <Container size="xl" py="lg">
      <ContentTabs />
      <Stack gap="lg">
        <Title order={1} size="h2">
          Announcements
        </Title>
        <AnnouncementEditor
          key={editorKey}
          editing={editing}
          status={status}
          onSaved={() => {
            load(null);
            void client.invalidateQueries({ queryKey: announcementKeys.all });
          }}
          onCancel={() => load(null)}
        />
        <AnnouncementList
          editingId={editing?.id ?? null}
          onEdit={edit}
          onDeleted={(id) => {
            // Deleting the announcement being edited resets the editor (spec 002 §2.8).
            if (editing?.id === id) load(null);
          }}
        />
      </Stack>
    </Container>
  );
}
