import {
  Avatar,
  Button,
  Collapse,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type LiveComment, liveCommentMaxLength, msg, NewLiveCommentSchema } from '@simmer/contracts';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { liveKeys, postComment, useLiveComments } from '../api/live-api';

/** The comment box checks only the text; the stream comes from the page. */
const CommentFormSchema = NewLiveCommentSchema.pick({ text: true });

/**
 * The comment box and the list of a livestream's comments (first name and text, newest
 * first). On phones members see the list behind a Show/Hide Comments toggle, hidden at first
 * (spec 002 §2.3); wide screens and the studio show it open. The list reloads after each post and on every new
 * comment pushed by the server.
 */
export function LiveComments({ streamId, toggle = true }: { streamId: number; toggle?: boolean }) {
  const [shown, setShown] = useState(!toggle);
  const { user } = useSession();
  const client = useQueryClient();
  const comments = useLiveComments(streamId);
  const listId = useId();
  const form = useContractForm(CommentFormSchema, { text: '' });

  const send = useMutation({
    mutationFn: postComment,
    onSuccess: async () => {
      form.reset();
      await client.invalidateQueries({ queryKey: liveKeys.comments(streamId) });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.errors.text) form.setFieldError('text', err.errors.text);
      else notifications.show({ color: 'red', message: errorMessage(err) });
    },
  });
  const submit = form.onSubmit((values) =>
    send.mutate({ stream_id: streamId, text: CommentFormSchema.parse(values).text, user: user?.id }),
  );

  const results = comments.data?.results ?? [];
  return (
    <Stack gap="sm">
      <form onSubmit={submit} aria-label="Comment on the livestream" noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            aria-label={msg.liveCommentPlaceholder}
            placeholder={msg.liveCommentPlaceholder}
            {...form.getInputProps('text')}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            maxLength={liveCommentMaxLength}
            autosize
            minRows={1}
            maxRows={4}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={send.isPending}>
            {msg.liveCommentSend}
          </Button>
        </Group>
      </form>
      {toggle ? (
        <Button
          variant="subtle"
          leftSection={<IconMessageCircle size={16} />}
          onClick={() => setShown((s) => !s)}
          aria-expanded={shown}
          aria-controls={listId}
          style={{ alignSelf: 'flex-start' }}
        >
          {shown ? msg.liveHideComments : msg.liveShowComments}
          {comments.data ? ` (${comments.data.count})` : ''}
        </Button>
      ) : (
        <Title order={3} size="h5">
          {msg.liveCommentsHeading} {comments.data ? `(${comments.data.count})` : ''}
        </Title>
      )}
      <Collapse expanded={shown} id={listId}>
        <ScrollArea.Autosize mah={420} type="auto">
          {results.length === 0 ? (
            <Text c="dimmed" size="sm" py="sm">
              {comments.isLoading ? '…' : msg.liveNoComments}
            </Text>
          ) : (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
              {results.map((c) => (
                <CommentRow key={c.id} comment={c} />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Collapse>
    </Stack>
  );
}

function CommentRow({ comment }: { comment: LiveComment }) {
  return (
    <Paper component="li" withBorder p="xs" radius="md" data-testid="live-comment">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Avatar src={comment.user_details.profile_image} size="sm" radius="xl">
          {comment.user_details.first_name.slice(0, 1)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {comment.user_details.first_name}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
