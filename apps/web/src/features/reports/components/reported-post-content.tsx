import { Image, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import { msg, type ReportedPost } from '@simmer/contracts';
import { lazy, Suspense } from 'react';

// hls.js is heavy: the shared player loads only for a reported video.
const VideoPlayer = lazy(() =>
  import('../../../components/player').then((m) => ({ default: m.VideoPlayer })),
);

/** The reported post as its author posted it: photo, video, recipe with its Steps, or status. */
export function ReportedPostContent({ post }: { post: ReportedPost }) {
  return (
    <Stack gap="sm" data-testid="reported-content">
      {post.post_type === 'recipe' && post.recipe_name && <Title order={3}>{post.recipe_name}</Title>}
      {post.post_type === 'status' && post.status_text && (
        <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
          {post.status_text}
        </Text>
      )}
      {post.image && (
        <Image
          src={post.image}
          alt={post.recipe_name ?? post.description ?? msg.reportTypePhoto}
          radius="md"
          mah={480}
          fit="contain"
        />
      )}
      {post.post_type === 'video' && post.video_playback_id && (
        <Suspense fallback={<Loader size="sm" />}>
          <VideoPlayer playbackId={post.video_playback_id} />
        </Suspense>
      )}
      {post.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{post.description}</Text>}
      {post.post_type === 'recipe' && post.instructions && (
        <Stack gap={4}>
          <Title order={4}>{msg.reportSteps}</Title>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: instructions are sanitised by the server when written (cleanHtml allow-list). */}
            <div dangerouslySetInnerHTML={{ __html: post.instructions }} />
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
