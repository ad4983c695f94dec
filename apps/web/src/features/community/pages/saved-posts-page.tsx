import { Container, Title } from '@mantine/core';
import { PostList } from '../components/post-list';

/** /saved-post: bookmarked posts, descriptions cut at 200 characters. */
export default function SavedPostsPage() {
  return (
    <Container size="sm" py="lg">
      <Title order={2} mb="md">
        Saved Posts
      </Title>
      <PostList scope="saved" from="saved-posts" />
    </Container>
  );
}
