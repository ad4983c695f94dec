import {
  Avatar,
  Button,
  FileInput,
  Group,
  Image,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type Comment,
  type CommentableType,
  EditCommentFieldsSchema,
  imageAccept,
  msg,
  NewCommentFieldsSchema,
  reportReasons,
} from '@simmer/contracts';
import { IconDots, IconPhoto } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { formatDateTime, isoOf } from '../../lib/format';
import { useSession } from '../../lib/session';
import { EmptyState } from '../empty-state';
import {
  addComment,
  commentKeys,
  deleteComment,
  reportComment,
  updateComment,
  useComments,
} from './comments-api';
import { PickedImage } from './picked-image';

/** What the composer and the editor check before sending: the text (an image is optional). */
const NewCommentText = NewCommentFieldsSchema.pick({ text: true });
const EditedCommentText = EditCommentFieldsSchema.pick({ text: true });
type CommentValues = { text: string; image: File | null };

/** The label of a comment's menu button: what the menu offers, after "Comment actions". */
export const commentActionsLabel = (mine: boolean) =>
  `Comment actions: ${mine ? `${msg.commentEdit} / ${msg.commentDelete}` : msg.commentReport}`;

/**
 * The comments of any commentable item (video, episode, recipe, community post): write one with
 * an optional image, edit or delete one's own, report someone else's. After a change the
 * comments and `reloadKey` (the item, whose comment count changes) are reloaded.
 */
export function Comments({
  type,
  id,
  reloadKey,
  heading = false,
}: {
  type: CommentableType;
  id: number;
  reloadKey: readonly unknown[];
  /** Shows a "Comments" heading above (where no tab names the section). */
  heading?: boolean;
}) {
  const { user } = useSession();
  const { data, isError, isLoading } = useComments(type, id);
  const client = useQueryClient();
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: commentKeys.of(type, id) }),
      client.invalidateQueries({ queryKey: reloadKey }),
    ]);

  return (
    <Stack gap="md" data-testid="comments-panel">
      {heading && <Title order={4}>{msg.commentsTab}</Title>}
      <CommentComposer type={type} id={id} onAdded={reload} />
      {isLoading ? null : isError ? (
        <Text c="red">{msg.commentsLoadFailed}</Text>
      ) : !data?.results.length ? (
        <EmptyState message={msg.noComments} />
      ) : (
        data.results.map((c) => (
          <CommentItem key={c.id} comment={c} mine={c.user_details.id === user?.id} onChange={reload} />
        ))
      )}
    </Stack>
  );
}

function CommentComposer({
  type,
  id,
  onAdded,
}: {
  type: CommentableType;
  id: number;
  onAdded: () => Promise<unknown>;
}) {
  const form = useContractForm<CommentValues>(NewCommentText, { text: '', image: null });
  const add = useMutation({
    mutationFn: async ({ text, image }: CommentValues) => {
      const res = await addComment(type, id, text.trim(), image);
      if (!res.msg.toLowerCase().includes('successfully created')) throw new Error(res.msg);
      return res;
    },
    onSuccess: async () => {
      form.reset();
      await onAdded();
    },
    onError: (error) => {
      // A refusal the member can act on shows the server's reason; anything else the spec's text.
      const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notifications.show({ color: 'red', message: clientError ? errorMessage(error) : msg.commentAddFailed });
    },
  });
  // Spec 001 §5: an empty comment is not sent (the button waits for text).
  const empty = !form.values.text.trim();

  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
        <Stack gap="xs">
          <Textarea
            aria-label={msg.commentPlaceholder}
            placeholder={msg.commentPlaceholder}
            autosize
            minRows={2}
            {...form.getInputProps('text')}
          />
          <Group justify="space-between">
            <FileInput
              aria-label={msg.commentImage}
              placeholder={msg.commentImage}
              accept={imageAccept}
              leftSection={<IconPhoto size={16} />}
              clearable
              w={240}
              {...form.getInputProps('image')}
            />
            <Button type="submit" loading={add.isPending} disabled={empty}>
              {msg.commentPost}
            </Button>
          </Group>
          <PickedImage file={form.values.image} />
        </Stack>
      </form>
    </Paper>
  );
}

function CommentItem({
  comment,
  mine,
  onChange,
}: {
  comment: Comment;
  mine: boolean;
  onChange: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState<'confirm' | 'reason' | null>(null);
  const u = comment.user_details;

  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: async () => {
      notifications.show({ message: msg.commentDeleted });
      await onChange();
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const report = useMutation({
    mutationFn: (reason: (typeof reportReasons)[number]) => reportComment(comment.id, reason),
    onMutate: () => setReporting(null),
    onSuccess: (res) => notifications.show({ color: 'green', message: res.msg }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: msg.commentDelete,
      children: <Text size="sm">{msg.confirmDeleteComment}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Paper withBorder p="sm" radius="md" data-testid="comment">
      <Group justify="space-between" align="start" wrap="nowrap" data-testid={`comment-${comment.id}`}>
        <Group gap="sm" align="start" wrap="nowrap" style={{ flex: 1 }}>
          <Avatar src={u.profile_image} radius="xl" alt="">
            {`${u.first_name[0] ?? ''}${u.last_name[0] ?? ''}`}
          </Avatar>
          <Stack gap={4} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {u.first_name} {u.last_name}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={isoOf(comment.created)}>
                {formatDateTime(comment.created)}
              </Text>
            </Group>
            {editing ? (
              <CommentEditor
                comment={comment}
                onDone={async (saved) => {
                  setEditing(false);
                  if (saved) await onChange();
                }}
              />
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.text}
              </Text>
            )}
            {comment.image && !editing && <Image src={comment.image} alt="" maw={280} radius="sm" />}
          </Stack>
        </Group>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="subtle" color="gray" size="compact-sm" aria-label={commentActionsLabel(mine)}>
              <IconDots size={16} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {mine ? (
              <>
                <Menu.Item onClick={() => setEditing(true)}>{msg.commentEdit}</Menu.Item>
                <Menu.Item color="red" onClick={confirmDelete}>
                  {msg.commentDelete}
                </Menu.Item>
              </>
            ) : (
              <Menu.Item onClick={() => setReporting('confirm')}>{msg.commentReport}</Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal
        opened={reporting !== null}
        onClose={() => setReporting(null)}
        title={msg.commentReport}
        centered
      >
        {reporting === 'confirm' ? (
          <Stack>
            <Text size="sm">{msg.confirmReportComment}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReporting(null)}>
                {msg.confirmNo}
              </Button>
              <Button color="red" onClick={() => setReporting('reason')}>
                {msg.confirmYes}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text fw={600}>{msg.chooseReportReason}</Text>
            {reportReasons.map((reason) => (
              <Button key={reason} variant="light" justify="flex-start" onClick={() => report.mutate(reason)}>
                {reason}
              </Button>
            ))}
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

/** Editing one's comment: the text starts as it is; a new image replaces the old one. */
function CommentEditor({ comment, onDone }: { comment: Comment; onDone: (saved: boolean) => Promise<void> }) {
  const form = useContractForm<CommentValues>(EditedCommentText, { text: comment.text, image: null });
  const save = useMutation({
    mutationFn: ({ text, image }: CommentValues) => updateComment(comment.id, text.trim(), image),
    onSuccess: () => onDone(true),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="xs">
        <Textarea aria-label="Edit comment" autosize {...form.getInputProps('text')} />
        <FileInput
          aria-label={msg.commentImage}
          placeholder={msg.commentImage}
          accept={imageAccept}
          clearable
          {...form.getInputProps('image')}
        />
        <PickedImage file={form.values.image} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={save.isPending} disabled={!form.values.text.trim()}>
            {msg.commentUpdate}
          </Button>
          <Button size="xs" variant="default" onClick={() => onDone(false)}>
            {msg.commentCancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
