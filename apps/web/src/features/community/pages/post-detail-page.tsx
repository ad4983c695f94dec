import { Box, Button, Container, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg } from '@simmer/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Comments } from '../../../components/comments/comments';
import { postKeys, usePost } from '../api/posts-api';
import { PostCard } from '../components/post-card';
import { type BackPage, backPath, type PostNavState } from '../lib/navigation';

/**
 * /view-post/{id}, /post-status/{id}, /view-user-post/{id}, /user-status-post/{id}: the post
 * with its comments (and Steps for recipes). A missing post sends the reader to the timeline.
 */
export default function PostDetailPage() {
  const { id } = useParams();
  const postId = Number(id);
  const { pathname, state } = useLocation() as { pathname: string; state: PostNavState | null };
  const navigate = useNavigate();
  const { data: post, isLoading, isError } = usePost(postId);
  const isStatusRoute = pathname.startsWith('/post-status') || pathname.startsWith('/user-status-post');

  useEffect(() => {
    if (isError || (!isLoading && !post) || !Number.isInteger(postId)) {
      notifications.show({ color: 'red', message: isStatusRoute ? msg.statusNotFound : msg.postNotFound });
      navigate('/community-timeline', { replace: true });
    }
  }, [isError, isLoading, post, postId, isStatusRoute, navigate]);

  if (isLoading || !post) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  const from: BackPage =
    state?.backPageUrl ??
    (pathname.startsWith('/view-user-post') || pathname.startsWith('/user-status-post')
      ? 'user-posts'
      : 'timeline');
  const back = backPath(state, post.post_type);
  return (
    <Container size="sm" py="lg">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        mb="sm"
        onClick={() => navigate(back)}
      >
        Back
      </Button>
      <PostCard post={post} from={from} full afterDelete={() => navigate(back, { replace: true })} />
      <Box mt="lg">
        <Comments type="user_post" id={post.id} reloadKey={postKeys.detail(post.id)} heading />
      </Box>
    </Container>
  );
}
