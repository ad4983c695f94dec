import { Button, Container, Group, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PostList, PostTypeTabs } from '../components/post-list';
import { postTypeOfTab, tabOf } from '../lib/navigation';

/**
 * The member's own posts: /chatboard(/{Type}) opens on Photos; /user-posts(/{postType})
 * adds an All tab and opens on it (spec 001 §2).
 */
export default function MyPostsPage() {
  const { postType } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = pathname.startsWith('/chatboard') ? '/chatboard' : '/user-posts';
  const withAll = base === '/user-posts';
  const type = postTypeOfTab(postType) ?? (withAll ? undefined : 'photo');
  return (
    <Container size="sm" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={2}>My Posts</Title>
        <Button component={Link} to="/add-post/add-new" leftSection={<IconPencilPlus size={16} />}>
          Create Post
        </Button>
      </Group>
      <PostTypeTabs
        all={withAll}
        value={type ? tabOf(type) : 'All'}
        onChange={(tab) => navigate(tab === 'All' ? base : `${base}/${tab}`)}
      />
      <PostList scope="mine" type={type} from={withAll ? 'user-posts' : 'chatboard'} />
    </Container>
  );
}
