import {
  Avatar,
  Button,
  FileInput,
  Group,
  Image,
  Loader,
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
  type CommentReply,
  countLabel,
  EditCommentFieldsSchema,
  imageAccept,
  msg,
  NewCommentFieldsSchema,
  reportReasons,
} from '@simmer/contracts';
import { IconArrowBackUp, IconDots, IconHeart, IconHeartFilled, IconPhoto } from '@tabler/icons-react';
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
  likeComment,
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
      {isLoading ? (
        <Group justify="center" p="sm">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      ) : isError ? (
        <Text c="red">{msg.commentsLoadFailed}</Text>
      ) : !data?.results.length ? (
        <EmptyState message={msg.noComments} />
      ) : (
        data.results.map((c) => (
          <CommentThread
            key={c.id}
            type={type}
            id={id}
            comment={c}
            userId={user?.id ?? null}
            onChange={reload}
          />
        ))
      )}
    </Stack>
  );
}

/** Replies shown under a comment before "Show N replies". */
export const repliesShown = 2;

/**
 * A top-level comment and its replies, indented below it: the first few, then "Show N replies".
 * A reply to a reply is sent with that reply as parent; the server files it under this comment.
 */
function CommentThread({
  type,
  id,
  comment,
  userId,
  onChange,
}: {
  type: CommentableType;
  id: number;
  comment: Comment;
  userId: number | null;
  onChange: () => Promise<unknown>;
}) {
  const [expanded, setExpanded] = useState(false);
  const replies = comment.replies ?? [];
  const hidden = expanded ? 0 : Math.max(0, replies.length - repliesShown);
  const shown = hidden ? replies.slice(0, repliesShown) : replies;
  const item = (c: CommentReply) => (
    <CommentItem
      key={c.id}
      type={type}
      id={id}
      comment={c}
      mine={c.user_details.id === userId}
      member={userId !== null}
      onChange={onChange}
    />
  );
  return (
    <Stack gap="xs">
      {item(comment)}
      {replies.length > 0 && (
        <Stack gap="xs" pl={{ base: 'md', sm: 'xl' }} data-testid={`replies-${comment.id}`}>
          {shown.map(item)}
          {(hidden > 0 || expanded) && replies.length > repliesShown && (
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: 'flex-start' }}
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? msg.commentHideReplies : msg.commentShowReplies.replace('{count}', String(hidden))}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function CommentComposer({
  type,
  id,
  onAdded,
  parent,
  onCancel,
}: {
  type: CommentableType;
  id: number;
  onAdded: () => Promise<unknown>;
  /** Replying: the comment replied to, and how to close the form. */
  parent?: { id: number; name: string };
  onCancel?: () => void;
}) {
  const form = useContractForm<CommentValues>(NewCommentText, { text: '', image: null });
  const add = useMutation({
    mutationFn: async ({ text, image }: CommentValues) => {
      const res = await addComment(type, id, text.trim(), image, parent?.id);
      if (!res.msg.toLowerCase().includes('successfully created')) throw new Error(res.msg);
      return res;
    },
    onSuccess: async () => {
      form.reset();
      await onAdded();
      onCancel?.();
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
            aria-label={parent ? msg.commentReplyTo.replace('{name}', parent.name) : msg.commentPlaceholder}
            placeholder={parent ? msg.commentReplyPlaceholder : msg.commentPlaceholder}
            autosize
            minRows={parent ? 1 : 2}
            data-autofocus={parent ? true : undefined}
            autoFocus={Boolean(parent)}
            {...form.getInputProps('text')}
          />
          <Group justify="space-between" gap="xs">
            <FileInput
              aria-label={msg.commentImage}
              placeholder={msg.commentImage}
              accept={imageAccept}
              leftSection={<IconPhoto size={16} />}
              clearable
              w={{ base: '100%', xs: 240 }}
              {...form.getInputProps('image')}
            />
            <Group gap="xs" ml="auto">
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  {msg.commentCancel}
                </Button>
              )}
              <Button type="submit" loading={add.isPending} disabled={empty}>
                {parent ? msg.commentReply : msg.commentPost}
              </Button>
            </Group>
          </Group>
          <PickedImage file={form.values.image} />
        </Stack>
      </form>
    </Paper>
  );
}

function CommentItem({
  type,
  id,
  comment,
  mine,
  member,
  onChange,
}: {
  type: CommentableType;
  id: number;
  comment: CommentReply;
  mine: boolean;
  /** A signed-in member may reply and like. */
  member: boolean;
  onChange: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
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
  const like = useMutation({
    mutationFn: () => likeComment(comment.id),
    onSuccess: () => onChange(),
    onError: () => notifications.show({ color: 'red', message: msg.commentLikeFailed }),
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
            {member && !editing && (
              <Group gap={4}>
                <Button
                  variant="subtle"
                  color={comment.liked ? 'red' : 'gray'}
                  size="compact-sm"
                  aria-pressed={comment.liked}
                  aria-label={`${msg.commentLike} (${countLabel(comment.likes_count, 'like')})`}
                  leftSection={comment.liked ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
                  loading={like.isPending}
                  onClick={() => like.mutate()}
                >
                  {comment.likes_count}
                </Button>
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  leftSection={<IconArrowBackUp size={14} />}
                  aria-expanded={replying}
                  onClick={() => setReplying((v) => !v)}
                >
                  {msg.commentReply}
                </Button>
              </Group>
            )}
            {replying && (
              <CommentComposer
                type={type}
                id={id}
                parent={{ id: comment.id, name: `${u.first_name} ${u.last_name}`.trim() }}
                onAdded={onChange}
                onCancel={() => setReplying(false)}
              />
            )}
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
