import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

// hls.js is heavy: the shared player loads only where a video post is shown.
const VideoPlayer = lazy(() =>
  import('../../../components/player').then((m) => ({ default: m.VideoPlayer })),
);

/** A video post plays through the shared player (signed playback, at most 480 px high). */
export function PostVideo({ playbackId }: { playbackId: string }) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <VideoPlayer playbackId={playbackId} />
    </Suspense>
  );
}
