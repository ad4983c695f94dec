import { ActionIcon, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import ColourTextEditor from '../../../components/rich-text/colour-text-editor';

export interface SubtopicDraft {
  /** Stable React key; a new key remounts the answer editor with fresh content. */
  key: string;
  /** The stored sub-topic's id, or null for a row not saved yet. */
  id: number | null;
  subtopic: string;
  answer: string;
  /** Stored values (the answer as the editor renders it), to tell whether the row changed. */
  baseSubtopic: string | null;
  baseAnswer: string | null;
}

interface Props {
  row: SubtopicDraft;
  index: number;
  canRemove: boolean;
  errors: { subtopic?: string; answer?: string };
  onChange: (patch: Partial<SubtopicDraft>) => void;
  onRemove: () => void;
}

/** One question of a topic: its text and its rich-text answer. */
export function SubtopicRow({ row, index, canRemove, errors, onChange, onRemove }: Props) {
  const n = index + 1;
  return (
    <Paper withBorder p="md" radius="md" component="fieldset" aria-label={`Sub-topic ${n}`} m={0}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            Sub-topic {n}
          </Text>
          <Tooltip label={canRemove ? 'Remove sub-topic' : 'A topic keeps at least one sub-topic'}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove sub-topic ${n}`}
              disabled={!canRemove}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <TextInput
          label={`Question ${n}`}
          withAsterisk
          value={row.subtopic}
          onChange={(e) => onChange({ subtopic: e.currentTarget.value })}
          error={errors.subtopic}
        />
        <ColourTextEditor
          initial={row.answer}
          colours={false}
          label={`Answer ${n}`}
          error={errors.answer}
          onChange={(answer) => onChange({ answer })}
          onLoaded={(answer) => onChange(row.id === null ? { answer } : { answer, baseAnswer: answer })}
          testId={`faq-answer-${n}`}
        />
      </Stack>
    </Paper>
  );
}
