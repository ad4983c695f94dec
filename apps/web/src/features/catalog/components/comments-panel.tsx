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
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Comment, type CommentableType, imageAccept, msg, reportReasons } from '@simmer/contracts';
import { IconDots, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDateTime, isoOf } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  addComment,
  commentKeys,
  deleteComment,
  reportComment,
  updateComment,
  useComments,
} from '../api/engagement-api';

/** Comments of a video, episode or recipe: add with an optional image, edit and delete one's own, report others'. */
export function CommentsPanel({
  type,
  id,
  reloadKey,
}: {
  type: CommentableType;
  id: number;
  reloadKey: readonly unknown[];
}) {
  const { user } = useSession();
  const { data, isError, isLoading } = useComments(type, id);
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: commentKeys.of(type, id) }),
      client.invalidateQueries({ queryKey: reloadKey }),
    ]);

  const submit = async () => {
    if (!text.trim()) return; // spec 001 §5: an empty comment is not sent
    setSending(true);
    try {
      const res = await addComment(type, id, text.trim(), image);
      if (!res.msg.toLowerCase().includes('successfully created')) throw new Error(res.msg);
      setText('');
      setImage(null);
      await reload();
    } catch (error) {
      // A refusal the member can act on shows the server's reason; anything else the spec's text.
      const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notifications.show({ color: 'red', message: clientError ? errorMessage(error) : msg.commentAddFailed });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md" data-testid="comments-panel">
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Textarea
            aria-label={msg.commentPlaceholder}
            placeholder={msg.commentPlaceholder}
            autosize
            minRows={2}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <FileInput
              aria-label={msg.commentImage}
              placeholder={msg.commentImage}
              accept={imageAccept}
              leftSection={<IconPhoto size={16} />}
              value={image}
              onChange={setImage}
              clearable
              w={240}
            />
            <Button onClick={submit} loading={sending} disabled={!text.trim()}>
              {msg.commentPost}
            </Button>
          </Group>
        </Stack>
      </Paper>
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
  const [text, setText] = useState(comment.text);
  const [image, setImage] = useState<File | null>(null);
  const [reasons, setReasons] = useState(false);
  const [saving, setSaving] = useState(false);
  const u = comment.user_details;

  const save = async () => {
    if (!text.trim()) return;
    setSaving(true);
    try {
      await updateComment(comment.id, text.trim(), image);
      setEditing(false);
      setImage(null);
      await onChange();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  const cancel = () => {
    setText(comment.text);
    setImage(null);
    setEditing(false);
  };
  const remove = () =>
    modals.openConfirmModal({
      title: msg.commentDelete,
      children: <Text size="sm">{msg.confirmDeleteComment}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteComment(comment.id);
          notifications.show({ message: msg.commentDeleted });
          await onChange();
        } catch (error) {
          notifications.show({ color: 'red', message: errorMessage(error) });
        }
      },
    });
  const report = () =>
    modals.openConfirmModal({
      title: msg.commentReport,
      children: <Text size="sm">{msg.confirmReportComment}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      onConfirm: () => setReasons(true),
    });
  const sendReport = async (reason: string) => {
    setReasons(false);
    try {
      const res = await reportComment(comment.id, reason);
      notifications.show({ message: res.msg });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="comment">
      <Group justify="space-between" align="start" wrap="nowrap">
        <Group gap="sm" align="start" wrap="nowrap">
          <Avatar src={u.profile_image} radius="xl" alt="">
            {`${u.first_name[0] ?? ''}${u.last_name[0] ?? ''}`}
          </Avatar>
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {u.first_name} {u.last_name}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={isoOf(comment.created)}>
                {formatDateTime(comment.created)}
              </Text>
            </Group>
            {editing ? (
              <Stack gap="xs">
                <Textarea
                  aria-label={msg.commentEdit}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  autosize
                />
                <FileInput
                  aria-label={msg.commentImage}
                  placeholder={msg.commentImage}
                  accept={imageAccept}
                  value={image}
                  onChange={setImage}
                  clearable
                />
                <Group gap="xs">
                  <Button size="xs" onClick={save} loading={saving} disabled={!text.trim()}>
                    {msg.commentUpdate}
                  </Button>
                  <Button size="xs" variant="default" onClick={cancel}>
                    {msg.commentCancel}
                  </Button>
                </Group>
              </Stack>
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
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={`${msg.commentEdit} / ${msg.commentReport}`}
            >
              <IconDots size={16} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {mine ? (
              <>
                <Menu.Item onClick={() => setEditing(true)}>{msg.commentEdit}</Menu.Item>
                <Menu.Item color="red" onClick={remove}>
                  {msg.commentDelete}
                </Menu.Item>
              </>
            ) : (
              <Menu.Item onClick={report}>{msg.commentReport}</Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal opened={reasons} onClose={() => setReasons(false)} title={msg.chooseReportReason}>
        <Stack gap="xs">
          {reportReasons.map((r) => (
            <Button key={r} variant="light" onClick={() => sendReport(r)}>
              {r}
            </Button>
          ))}
        </Stack>
      </Modal>
    </Paper>
  );
}
