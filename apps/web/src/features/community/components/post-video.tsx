import { Box, Loader, Progress, Stack, Text } from '@mantine/core';
import { limits, msg, type Post } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getPost, postKeys } from '../api/posts-api';

// hls.js is heavy: the shared player loads only where a video post is shown.
const VideoPlayer = lazy(() =>
  import('../../../components/player').then((m) => ({ default: m.VideoPlayer })),
);

/** How often a post whose video is being prepared asks whether it is ready. */
export const processingPollMs = 4000;

const waiting = (status: Post['video_status']) => status === 'processing' || status === 'uploading';

/**
 * A video post plays through the shared player (signed playback, at most 480 px high). While
 * the upload is still being transcoded it shows "Processing" (with the transcoder's percentage
 * when the server reports one) instead of a spinner that never ends, asks for the post again
 * every few seconds, and turns into the player once it is ready.
 */
export function PostVideo({
  post,
}: {
  post: Pick<Post, 'id' | 'video_playback_id' | 'video_status' | 'video_progress'>;
}) {
  // Its own query (not the post's): a form showing the post is not reset by the polling.
  const polled = useQuery({
    queryKey: [...postKeys.detail(post.id), 'video-status'],
    queryFn: () => getPost(post.id),
    enabled: waiting(post.video_status),
    refetchInterval: (q) =>
      waiting(q.state.data?.video_status ?? post.video_status) ? processingPollMs : false,
  });
  const current = polled.data ?? post;
  if (!current.video_playback_id) return null;
  if (waiting(current.video_status) || current.video_status === 'failed') {
    const failed = current.video_status === 'failed';
    const progress = failed ? null : current.video_progress;
    return (
      <Box
        data-testid="post-video-processing"
        role="status"
        style={{
          width: '100%',
          maxHeight: limits.playerMaxHeightPx,
          aspectRatio: '16 / 9',
          background: 'var(--mantine-color-dark-7)',
          borderRadius: 'var(--mantine-radius-md)',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Stack align="center" gap={6} p="md">
          {!failed && progress === null && <Loader color="gray.3" type="dots" aria-hidden />}
          <Text c="white" fw={600}>
            {failed ? msg.videoStatusFailed : msg.videoStatusProcessing}
            {progress !== null && ` ${progress}%`}
          </Text>
          {progress !== null && (
            <Progress
              value={progress}
              w={220}
              color="gray.3"
              aria-label={msg.videoProcessingProgress}
              data-testid="post-video-progress"
            />
          )}
          <Text c="gray.4" size="sm" ta="center">
            {failed ? msg.videoFailed : msg.postVideoProcessing}
          </Text>
        </Stack>
      </Box>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <VideoPlayer playbackId={current.video_playback_id} />
    </Suspense>
  );
}
