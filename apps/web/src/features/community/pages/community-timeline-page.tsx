import { Button, Container, Group, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PostList, PostTypeTabs } from '../components/post-list';
import { postTypeOfTab, tabOf } from '../lib/navigation';

/** /community-timeline and /community-timeline/{Photos|Videos|Recipe|Status}. */
export default function CommunityTimelinePage() {
  const { postType } = useParams();
  const navigate = useNavigate();
  const type = postTypeOfTab(postType);
  return (
    <Container size="sm" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={2}>Community</Title>
        <Button component={Link} to="/add-post/add-new" leftSection={<IconPencilPlus size={16} />}>
          Create Post
        </Button>
      </Group>
      <PostTypeTabs
        all
        value={type ? tabOf(type) : 'All'}
        onChange={(tab) => navigate(tab === 'All' ? '/community-timeline' : `/community-timeline/${tab}`)}
      />
      <PostList scope="timeline" type={type} from="timeline" />
    </Container>
  );
}
