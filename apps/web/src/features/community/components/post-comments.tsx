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
import { type Comment, imageAccept, msg, reportReasons } from '@simmer/contracts';
import { IconDots, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, isoOf } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  addPostComment,
  commentKeys,
  deleteComment,
  editComment,
  reportComment,
  usePostComments,
} from '../api/comments-api';
import { postKeys } from '../api/posts-api';

/** Comments of a post: add (text and optional image), edit and delete one's own, report others'. */
export function PostComments({ postId }: { postId: number }) {
  const { data, isError } = usePostComments(postId);
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: commentKeys.post(postId) }),
      client.invalidateQueries({ queryKey: postKeys.detail(postId) }),
    ]);

  const submit = async () => {
    if (!text.trim()) return; // spec 001 §5: an empty comment is not sent
    setSending(true);
    try {
      await addPostComment(postId, text.trim(), image);
      setText('');
      setImage(null);
      await reload();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) || msg.commentAddFailed });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm" mt="lg">
      <Title order={4}>Comments</Title>
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Textarea
            placeholder={msg.commentPlaceholder}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={2}
            aria-label="Comment"
          />
          <Group justify="space-between">
            <FileInput
              accept={imageAccept}
              value={image}
              onChange={setImage}
              placeholder={msg.commentImage}
              leftSection={<IconPhoto size={16} />}
              clearable
              size="xs"
              w={220}
            />
            <Button onClick={submit} loading={sending} disabled={!text.trim()}>
              {msg.commentPost}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {isError ? (
        <Text c="red">{msg.commentsLoadFailed}</Text>
      ) : !data?.results.length ? (
        <Text c="dimmed">{msg.noComments}</Text>
      ) : (
        data.results.map((c) => <CommentItem key={c.id} comment={c} onChanged={reload} />)
      )}
    </Stack>
  );
}

function CommentItem({ comment, onChanged }: { comment: Comment; onChanged: () => Promise<unknown> }) {
  const { user } = useSession();
  const mine = user?.id === comment.user_details.id;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.text);
  const [reporting, setReporting] = useState<'confirm' | 'reason' | null>(null);

  const save = async () => {
    if (!text.trim()) return;
    try {
      await editComment(comment.id, text.trim());
      setEditing(false);
      await onChanged();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };
  const remove = () =>
    modals.openConfirmModal({
      title: msg.commentDelete,
      children: <Text>{msg.confirmDeleteComment}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteComment(comment.id);
          await onChanged();
        } catch (error) {
          notifications.show({ color: 'red', message: errorMessage(error) });
        }
      },
    });
  const report = async (reason: string) => {
    setReporting(null);
    try {
      const res = await reportComment(comment.id, reason);
      notifications.show({ color: 'green', message: res.msg });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };

  const name = `${comment.user_details.first_name} ${comment.user_details.last_name}`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`comment-${comment.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: 1 }}>
          <Avatar src={comment.user_details.profile_image} alt="" radius="xl" size="sm" color="brand">
            {name.charAt(0)}
          </Avatar>
          <Stack gap={4} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={isoOf(comment.created)}>
                {formatDateTime(comment.created)}
              </Text>
            </Group>
            {editing ? (
              <Stack gap="xs">
                <Textarea
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  autosize
                  aria-label="Edit comment"
                />
                <Group gap="xs">
                  <Button size="xs" onClick={save} disabled={!text.trim()}>
                    {msg.commentUpdate}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      setText(comment.text);
                      setEditing(false);
                    }}
                  >
                    {msg.commentCancel}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.text}
              </Text>
            )}
            {comment.image && <Image src={comment.image} alt="" maw={240} radius="sm" />}
          </Stack>
        </Group>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="subtle" color="gray" size="compact-xs" aria-label="Comment actions">
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
              <Menu.Item color="red" onClick={() => setReporting('confirm')}>
                {msg.commentReport}
              </Menu.Item>
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
            <Text>{msg.confirmReportComment}</Text>
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
              <Button key={reason} variant="light" justify="flex-start" onClick={() => report(reason)}>
                {reason}
              </Button>
            ))}
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
