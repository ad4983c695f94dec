import { Anchor, Button, Container, Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FaqTopic, msg } from '@simmer/contracts';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { TimedStatus, useTimedStatus } from '../../../components/rich-text/timed-status';
import { ApiError } from '../../../lib/api';
import { ContentTabs } from '../../admin/components/content-tabs';
import {
  addFaqSubtopics,
  createFaqTopic,
  deleteFaqSubtopic,
  faqAdminKeys,
  renameFaqTopic,
  updateFaqSubtopic,
  useFaqTopic,
} from '../api/faq-admin-api';
import { type SubtopicDraft, SubtopicRow } from '../components/subtopic-row';

/** Spec 002 §9: errors while loading a topic for editing clear after 4 s. */
const EDIT_LOAD_ERROR_MS = 4000;
const LISTING = '/faqs-listing-management';

let counter = 0;
const blankRow = (): SubtopicDraft => ({
  key: `new-${++counter}`,
  id: null,
  subtopic: '',
  answer: '',
  baseSubtopic: null,
  baseAnswer: null,
});
const storedRows = (topic: FaqTopic): SubtopicDraft[] =>
  topic.subtopics.map((s) => ({
    key: `s-${s.id}-${++counter}`,
    id: s.id,
    subtopic: s.subtopic,
    answer: s.answer,
    baseSubtopic: s.subtopic,
    baseAnswer: null, // set by the editor once it has rendered the stored answer
  }));

const rowChanged = (r: SubtopicDraft) =>
  r.id === null || r.subtopic !== r.baseSubtopic || (r.baseAnswer !== null && r.answer !== r.baseAnswer);

/** A failure the admin can act on shows the server's words; anything else the catalogue's. */
const failureText = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : fallback;

/** /faqs-new-topic/{topicId}: a new topic ("new-topic") or an existing one (spec 002 §2.9). */
export default function FaqTopicPage() {
  const { topicId = 'new-topic' } = useParams();
  const parsed = Number(topicId);
  const id = topicId !== 'new-topic' && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const editMode = topicId !== 'new-topic';
  const client = useQueryClient();
  const navigate = useNavigate();
  const status = useTimedStatus();
  const { data: stored, error: loadError, isPending } = useFaqTopic(id);

  const [topic, setTopic] = useState('');
  const [rows, setRows] = useState<SubtopicDraft[]>(() => (editMode ? [] : [blankRow()]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // Stored values (re)load the form: on arrival and after each save.
  useEffect(() => {
    if (!stored) return;
    setTopic(stored.topic);
    setRows(storedRows(stored));
    setErrors({});
  }, [stored]);

  const { show } = status;
  const failedToLoad = editMode && (id === null || loadError);
  useEffect(() => {
    if (failedToLoad)
      show(loadError instanceof ApiError ? loadError.message : msg.faqTopicNotFound, EDIT_LOAD_ERROR_MS);
  }, [failedToLoad, loadError, show]);

  const changed = !editMode || (stored !== undefined && (topic !== stored.topic || rows.some(rowChanged)));

  const patchRow = (key: string, patch: Partial<SubtopicDraft>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function removeRow(row: SubtopicDraft, n: number) {
    if (rows.length <= 1) return;
    if (row.id === null) {
      setRows((rs) => rs.filter((r) => r.key !== row.key));
      return;
    }
    const subtopicId = row.id;
    modals.openConfirmModal({
      title: `Delete sub-topic ${n}`,
      children: msg.faqSubtopicDeleteConfirm,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          status.show((await deleteFaqSubtopic(subtopicId)).msg);
          setRows((rs) => rs.filter((r) => r.key !== row.key));
          void client.invalidateQueries({ queryKey: ['faq'] });
        } catch (e) {
          status.show(failureText(e, msg.faqSubtopicDeleteFailed));
        }
      },
    });
  }

  /** "Field required!" under every empty field; true when the form may be sent. */
  function validate() {
    const next: Record<string, string> = {};
    if (!topic.trim()) next.topic = msg.fieldRequired;
    for (const r of rows) {
      if (!r.subtopic.trim()) next[`${r.key}.subtopic`] = msg.fieldRequired;
      if (!r.answer.trim()) next[`${r.key}.answer`] = msg.fieldRequired;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  /** Server field errors (`subtopics.1.answer`, `data.0.subtopic`) onto the rows they name. */
  function serverErrors(e: unknown, list: SubtopicDraft[]) {
    if (!(e instanceof ApiError)) return;
    const next: Record<string, string> = {};
    for (const [path, text] of Object.entries(e.errors)) {
      const m = /^(?:subtopics|data)\.(\d+)\.(\w+)$/.exec(path);
      const row = m ? list[Number(m[1])] : undefined;
      next[row ? `${row.key}.${m![2]}` : path] = text;
    }
    setErrors(next);
  }

  async function save() {
    if (!validate()) return;
    setSaving(true);
    try {
      if (!editMode) {
        const res = await createFaqTopic({
          topic,
          subtopics: rows.map((r) => ({ subtopic: r.subtopic, answer: r.answer })),
        });
        await client.invalidateQueries({ queryKey: faqAdminKeys.all });
        await client.invalidateQueries({ queryKey: ['faq'] });
        navigate(LISTING, { state: { status: res.msg } });
        return;
      }
      if (!stored) return;
      const fresh = rows.filter((r) => r.id === null);
      try {
        if (topic !== stored.topic) await renameFaqTopic(stored.id, topic);
        for (const r of rows) {
          if (r.id !== null && rowChanged(r)) {
            await updateFaqSubtopic(r.id, { faq_topic: stored.id, subtopic: r.subtopic, answer: r.answer });
          }
        }
        if (fresh.length) {
          await addFaqSubtopics({
            data: fresh.map((r) => ({ faq_topic: stored.id, subtopic: r.subtopic, answer: r.answer })),
          });
        }
        status.show(msg.faqTopicUpdated);
      } catch (e) {
        serverErrors(e, fresh);
        status.show(failureText(e, msg.faqUpdateFailed));
      }
      // Whatever was saved is shown as stored now.
      await client.invalidateQueries({ queryKey: faqAdminKeys.all });
      await client.invalidateQueries({ queryKey: ['faq'] });
    } catch (e) {
      serverErrors(e, rows);
      status.show(failureText(e, msg.faqNewTopicFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container size="xl" py="lg">
      <ContentTabs />
      <Stack gap="lg">
        <Anchor component={Link} to={LISTING} w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} /> All topics
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {editMode ? 'Edit Topic' : 'New Topic'}
        </Title>
        {editMode && isPending && !failedToLoad ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : failedToLoad ? (
          <>
            <TimedStatus text={status.text} testId="faq-topic-status" />
            <EmptyState message={msg.faqTopicNotFound} />
          </>
        ) : (
          <Paper
            withBorder
            p="md"
            radius="md"
            component="form"
            aria-label="FAQ topic"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <Stack gap="md">
              <TextInput
                label="Topic name"
                withAsterisk
                value={topic}
                onChange={(e) => setTopic(e.currentTarget.value)}
                error={errors.topic}
              />
              {rows.map((r, i) => (
                <SubtopicRow
                  key={r.key}
                  row={r}
                  index={i}
                  canRemove={rows.length > 1}
                  errors={{ subtopic: errors[`${r.key}.subtopic`], answer: errors[`${r.key}.answer`] }}
                  onChange={(patch) => patchRow(r.key, patch)}
                  onRemove={() => removeRow(r, i + 1)}
                />
              ))}
              <Group justify="space-between" wrap="wrap">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setRows((rs) => [...rs, blankRow()])}
                >
                  Add sub-topic
                </Button>
                <Group gap="sm">
                  <TimedStatus text={status.text} testId="faq-topic-status" />
                  <Button type="submit" loading={saving} disabled={!changed}>
                    Save
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
