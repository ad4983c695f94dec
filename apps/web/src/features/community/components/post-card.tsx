import { ActionIcon, Avatar, Button, Card, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { msg, type Post } from '@simmer/contracts';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconDots,
  IconEdit,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { deletePost, useInvalidatePosts, usePostReaction } from '../api/posts-api';
import { type BackPage, countLabel, postDetailPath } from '../lib/navigation';
import { PostBody } from './post-body';
import { ReportPostDialog } from './report-post';
import { ShareMenu } from './share-menu';

interface Props {
  post: Post;
  from: BackPage;
  /** Detail pages show the whole post and no "open" link. */
  full?: boolean;
  /** Where to go after deleting (detail pages leave the deleted post). */
  afterDelete?: () => void;
  maxText?: (s: string) => string;
}

/** A post card (spec 001 §2): counts, share, Edit/Delete for the author, Report for others. */
export function PostCard({ post, from, full = false, afterDelete, maxText }: Props) {
  const { user } = useSession();
  const navigate = useNavigate();
  const invalidate = useInvalidatePosts();
  const like = usePostReaction('like');
  const bookmark = usePostReaction('bookmark');
  const [reporting, setReporting] = useState(false);
  const mine = user?.id === post.user_details.id;
  const liked = user ? post.likes.includes(user.id) : false;
  const saved = user ? post.bookmarks.includes(user.id) : false;
  const detail = postDetailPath(post, from);
  const state = { backPageUrl: from, ...(from === 'saved-posts' ? { detail: 'saved-posts' } : {}) };

  const remove = useMutation({
    mutationFn: () => deletePost(post.id),
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      await invalidate();
      afterDelete?.();
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete',
      children: <Text>{msg.confirmDeletePost}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });

  const author = `${post.user_details.first_name} ${post.user_details.last_name}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`post-${post.id}`}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={post.user_details.profile_image} alt="" radius="xl" color="brand">
            {`${post.user_details.first_name.charAt(0)}${post.user_details.last_name.charAt(0)}`.toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Text fw={600}>{author}</Text>
            <Text size="xs" c="dimmed">
              {formatDate(post.created)}
            </Text>
          </Stack>
        </Group>
        <Menu position="bottom-end" withArrow>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="Post actions">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {mine ? (
              <>
                <Menu.Item leftSection={<IconEdit size={16} />} component={Link} to={`/add-post/${post.id}`}>
                  Edit
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                  Delete
                </Menu.Item>
              </>
            ) : (
              <Menu.Item color="red" leftSection={<IconFlag size={16} />} onClick={() => setReporting(true)}>
                Report
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>

      {full ? (
        <PostBody post={post} full />
      ) : (
        <UnstyledButton
          onClick={() => navigate(detail, { state })}
          style={{ width: '100%' }}
          aria-label="Open post"
        >
          <PostBody post={post} maxText={maxText} />
        </UnstyledButton>
      )}

      <Group justify="space-between" mt="md">
        <Group gap="md">
          <Button
            variant="subtle"
            color={liked ? 'red' : 'gray'}
            size="compact-sm"
            leftSection={liked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
            onClick={() => like.mutate(post.id)}
            loading={like.isPending}
            aria-pressed={liked}
          >
            {countLabel(post.likes_count, 'like', 'likes')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconMessageCircle size={16} />}
            onClick={() => !full && navigate(detail, { state })}
          >
            {countLabel(post.comments_count, 'comment', 'comments')}
          </Button>
          <Button
            variant="subtle"
            color={saved ? 'brand' : 'gray'}
            size="compact-sm"
            leftSection={saved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
            onClick={() => bookmark.mutate(post.id)}
            loading={bookmark.isPending}
            aria-pressed={saved}
          >
            {countLabel(post.bookmarks_count, 'bookmark', 'bookmarks')}
          </Button>
        </Group>
        <ShareMenu path={postDetailPath(post, 'timeline')} />
      </Group>
      {!mine && <ReportPostDialog postId={post.id} opened={reporting} onClose={() => setReporting(false)} />}
    </Card>
  );
}
