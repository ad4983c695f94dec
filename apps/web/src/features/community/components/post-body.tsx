import { Image, Stack, Text, Title, Typography } from '@mantine/core';
import type { Post } from '@simmer/contracts';
import { PostVideo } from './post-video';

/** What a post shows, by type; `full` adds the recipe's Steps (detail pages). */
export function PostBody({
  post,
  full = false,
  maxText,
}: {
  post: Post;
  full?: boolean;
  maxText?: (s: string) => string;
}) {
  const text = (s: string | null) => (s && maxText ? maxText(s) : s);
  return (
    <Stack gap="sm">
      {post.post_type === 'recipe' && post.recipe_name && <Title order={4}>{post.recipe_name}</Title>}
      {post.post_type === 'status' && post.status_text && (
        <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
          {text(post.status_text)}
        </Text>
      )}
      {post.image && (
        <Image
          src={post.image}
          alt={post.recipe_name ?? post.description ?? 'Post image'}
          radius="md"
          mah={480}
          fit="contain"
        />
      )}
      {post.post_type === 'video' && post.video_playback_id && <PostVideo post={post} />}
      {post.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{text(post.description)}</Text>}
      {full && post.post_type === 'recipe' && post.instructions && (
        <Stack gap={4}>
          <Title order={5}>Steps</Title>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: instructions are sanitised by the server when written (cleanHtml allow-list). */}
            <div dangerouslySetInnerHTML={{ __html: post.instructions }} />
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
