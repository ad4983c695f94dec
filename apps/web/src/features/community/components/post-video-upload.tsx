import { Input, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const VideoUpload = lazy(() =>
  import('../../../components/upload').then((m) => ({ default: m.VideoUpload })),
);

/**
 * The post form's video field: the shared resumable upload with progress. The post can be
 * saved as soon as the bytes are in (the server accepts a video still being processed).
 */
export function PostVideoUpload({
  onUploaded,
  error,
}: {
  onUploaded: (assetId: string) => void;
  error?: string;
}) {
  const [name, setName] = useState<string | null>(null);
  return (
    <Input.Wrapper label="Video" error={error} withAsterisk>
      <Suspense fallback={null}>
        <VideoUpload
          onUploaded={(asset) => {
            setName(asset.video_file_name ?? asset.asset_id);
            onUploaded(asset.asset_id);
          }}
        />
      </Suspense>
      {name && (
        <Text size="sm" c="green" mt={4} data-testid="post-video-ready">
          {name}
        </Text>
      )}
    </Input.Wrapper>
  );
}
