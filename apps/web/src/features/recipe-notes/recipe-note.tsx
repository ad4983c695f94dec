import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { endpoints, msg, type RecipeNote, recipeNoteMaxLength } from '@simmer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';

const e = endpoints.recipeNotes;
const noteKey = (recipeId: number) => ['recipe-notes', recipeId] as const;

/**
 * The signed-in member's private note on one written recipe, beside the steps and in cook
 * mode: a text box with a save button and its state (saved, unsaved, saving, failed). Guests
 * see nothing. The page and cook mode share the cached note, so a note saved in one shows in
 * the other.
 */
export function RecipeNoteField({ recipeId, size = 'sm' }: { recipeId: number; size?: 'sm' | 'lg' }) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return <NoteEditor recipeId={recipeId} size={size} />;
}

function NoteEditor({ recipeId, size }: { recipeId: number; size: 'sm' | 'lg' }) {
  const client = useQueryClient();
  const headingId = useId();
  const note = useQuery({
    queryKey: noteKey(recipeId),
    queryFn: () => call(e.getNote, { params: { recipeId } }),
  });
  const [draft, setDraft] = useState<string | null>(null);
  const saved = note.data?.text ?? '';
  const text = draft ?? saved;
  const dirty = draft !== null && draft.trim() !== saved;
  const save = useMutation({
    mutationFn: (value: string) => call(e.saveNote, { params: { recipeId }, body: { text: value } }),
    onSuccess: (data: RecipeNote) => {
      client.setQueryData(noteKey(recipeId), data);
      setDraft(null);
    },
  });
  // A note saved elsewhere (cook mode, another tab) replaces an untouched box.
  useEffect(() => {
    if (draft !== null && draft === saved) setDraft(null);
  }, [draft, saved]);

  const status = save.isPending
    ? msg.recipeNoteSaving
    : save.isError
      ? msg.recipeNoteSaveFailed
      : dirty
        ? msg.recipeNoteUnsaved
        : saved
          ? msg.recipeNoteSaved
          : '';

  return (
    <Paper withBorder p="md" radius="md" data-testid="recipe-note" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {msg.recipeNoteHeading}
        </Title>
        <Text size="xs" c="dimmed">
          {msg.recipeNoteHint}
        </Text>
        {note.isLoading ? (
          <Loader size="sm" aria-label={msg.recipeNoteHeading} />
        ) : note.isError ? (
          <Alert color="red">{msg.recipeNoteLoadFailed}</Alert>
        ) : (
          <form
            onSubmit={(ev) => {
              ev.preventDefault();
              if (dirty) save.mutate(text);
            }}
          >
            <Stack gap="xs">
              <Textarea
                aria-labelledby={headingId}
                placeholder={msg.recipeNotePlaceholder}
                value={text}
                onChange={(ev) => setDraft(ev.currentTarget.value)}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={recipeNoteMaxLength}
                size={size === 'lg' ? 'md' : 'sm'}
              />
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" c={save.isError ? 'red' : 'dimmed'} role="status" aria-live="polite">
                  {status}
                </Text>
                <Button type="submit" size="xs" variant="light" disabled={!dirty} loading={save.isPending}>
                  {msg.recipeNoteSave}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
