import { Anchor, Button, Container, Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FaqTopic, FaqTopicCreateSchema, msg } from '@simmer/contracts';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { TimedStatus, useTimedStatus } from '../../../components/rich-text/timed-status';
import { ApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
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

type Status = ReturnType<typeof useTimedStatus>;

/**
 * A number per version of the stored topic: the query keeps the same object while what it
 * answers is unchanged, so the form reopens only when the stored topic really changed (a
 * refused save keeps the admin's edits and their messages).
 */
const versions = new WeakMap<FaqTopic, number>();
let lastVersion = 0;
function versionOf(topic: FaqTopic) {
  const known = versions.get(topic);
  if (known !== undefined) return known;
  lastVersion += 1;
  versions.set(topic, lastVersion);
  return lastVersion;
}

/** /faqs-new-topic/{topicId}: a new topic ("new-topic") or an existing one (spec 002 §2.9). */
export default function FaqTopicPage() {
  const { topicId = 'new-topic' } = useParams();
  const parsed = Number(topicId);
  const id = topicId !== 'new-topic' && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const editMode = topicId !== 'new-topic';
  const status = useTimedStatus();
  const { data: stored, error: loadError, isPending } = useFaqTopic(id);

  const { show } = status;
  const failedToLoad = editMode && (id === null || loadError);
  useEffect(() => {
    if (failedToLoad)
      show(loadError instanceof ApiError ? loadError.message : msg.faqTopicNotFound, EDIT_LOAD_ERROR_MS);
  }, [failedToLoad, loadError, show]);

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
          // Stored values (re)load the form: on arrival and after each save.
          <TopicForm key={stored ? versionOf(stored) : 'new'} stored={stored} status={status} />
        )}
      </Stack>
    </Container>
  );
}

type TopicValues = {
  topic: string;
  subtopics: SubtopicDraft[];
};

/** The topic's name and its sub-topics; a new topic is sent at once, an edit as its changes. */
function TopicForm({ stored, status }: { stored: FaqTopic | undefined; status: Status }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useContractForm<TopicValues>(FaqTopicCreateSchema, {
    topic: stored?.topic ?? '',
    subtopics: stored ? storedRows(stored) : [blankRow()],
  });
  const { topic, subtopics: rows } = form.values;
  const changed = !stored || topic !== stored.topic || rows.some(rowChanged);

  const patchRow = (key: string, patch: Partial<SubtopicDraft>) => {
    const i = form.getValues().subtopics.findIndex((r) => r.key === key);
    if (i < 0) return;
    for (const [field, value] of Object.entries(patch)) form.setFieldValue(`subtopics.${i}.${field}`, value);
  };
  const dropRow = (key: string) =>
    form.setFieldValue(
      'subtopics',
      form.getValues().subtopics.filter((r) => r.key !== key),
    );

  const removeSubtopic = useMutation({
    mutationFn: (row: SubtopicDraft) => deleteFaqSubtopic(row.id!),
    onSuccess: (res, row) => {
      status.show(res.msg);
      dropRow(row.key);
      void client.invalidateQueries({ queryKey: ['faq'] });
    },
    onError: (e) => status.show(failureText(e, msg.faqSubtopicDeleteFailed)),
  });

  function removeRow(row: SubtopicDraft, n: number) {
    if (rows.length <= 1) return;
    if (row.id === null) return dropRow(row.key);
    modals.openConfirmModal({
      title: `Delete sub-topic ${n}`,
      children: msg.faqSubtopicDeleteConfirm,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => removeSubtopic.mutate(row),
    });
  }

  /** Server field errors (`subtopics.1.answer`, or `data.0.subtopic` of the rows added) onto the rows they name. */
  function serverErrors(e: unknown, sent: SubtopicDraft[]) {
    if (!(e instanceof ApiError)) return;
    const errors: Record<string, string> = {};
    for (const [path, text] of Object.entries(e.errors)) {
      const m = /^(?:subtopics|data)\.(\d+)\.(\w+)$/.exec(path);
      const row = m ? sent[Number(m[1])] : undefined;
      const i = row ? rows.findIndex((r) => r.key === row.key) : -1;
      errors[i >= 0 ? `subtopics.${i}.${m![2]}` : path] = text;
    }
    form.setErrors(errors);
  }

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: faqAdminKeys.all });
    await client.invalidateQueries({ queryKey: ['faq'] });
  };

  const create = useMutation({
    mutationFn: (values: TopicValues) =>
      createFaqTopic({
        topic: values.topic,
        subtopics: values.subtopics.map((r) => ({ subtopic: r.subtopic, answer: r.answer })),
      }),
    onSuccess: async (res) => {
      await refresh();
      navigate(LISTING, { state: { status: res.msg } });
    },
    onError: (e, values) => {
      serverErrors(e, values.subtopics);
      status.show(failureText(e, msg.faqNewTopicFailed));
    },
  });

  // An edit sends what changed: the name, the changed sub-topics, then the new ones.
  const update = useMutation({
    mutationFn: async ({ topic, subtopics }: TopicValues) => {
      const topicId = stored!.id;
      if (topic !== stored!.topic) await renameFaqTopic(topicId, topic);
      for (const r of subtopics) {
        if (r.id !== null && rowChanged(r)) {
          await updateFaqSubtopic(r.id, { faq_topic: topicId, subtopic: r.subtopic, answer: r.answer });
        }
      }
      const fresh = subtopics.filter((r) => r.id === null);
      if (fresh.length) {
        await addFaqSubtopics({
          data: fresh.map((r) => ({ faq_topic: topicId, subtopic: r.subtopic, answer: r.answer })),
        });
      }
    },
    onSuccess: () => status.show(msg.faqTopicUpdated),
    onError: (e, values) => {
      serverErrors(
        e,
        values.subtopics.filter((r) => r.id === null),
      );
      status.show(failureText(e, msg.faqUpdateFailed));
    },
    // Whatever was saved is shown as stored now.
    onSettled: refresh,
  });
  const saving = create.isPending || update.isPending;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label="FAQ topic"
      noValidate
      onSubmit={form.onSubmit((values) => (stored ? update.mutate(values) : create.mutate(values)))}
    >
      <Stack gap="md">
        <TextInput label="Topic name" withAsterisk {...form.getInputProps('topic')} />
        {rows.map((r, i) => (
          <SubtopicRow
            key={r.key}
            row={r}
            index={i}
            canRemove={rows.length > 1}
            errors={{
              subtopic: form.errors[`subtopics.${i}.subtopic`] as string | undefined,
              answer: form.errors[`subtopics.${i}.answer`] as string | undefined,
            }}
            onChange={(patch) => patchRow(r.key, patch)}
            onRemove={() => removeRow(r, i + 1)}
          />
        ))}
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('subtopics', blankRow())}
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
  );
}
