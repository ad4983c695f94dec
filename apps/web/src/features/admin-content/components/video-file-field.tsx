import { Button, FileButton, Group, Input, Modal, Progress, Stack, Text } from '@mantine/core';
import { endpoints, msg } from '@simmer/contracts';
import { IconVideo } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { getVideoAsset } from '../../../components/player/playback-api';
import { startTusUpload } from '../../../components/upload';
import { putUpload } from '../../../components/upload/tus-upload';
import { call, errorMessage } from '../../../lib/api';

export interface UploadedVideo {
  assetId: string;
  playbackId: string;
  fileName: string;
}

/**
 * The spec's chunked video upload with a progress modal (decision 283): a resumable tus upload
 * (or the video host's direct upload), then the asset and playback ids are fetched. The form
 * saves the ids; transcoding carries on in the background.
 */
export function VideoFileField({
  label = 'Video',
  currentName,
  uploaded,
  onUploaded,
  beforeStart,
  error,
}: {
  label?: string;
  currentName?: string | null;
  uploaded: UploadedVideo | null;
  onUploaded: (video: UploadedVideo) => void;
  /** A message that blocks the upload (e.g. the episode name is too short), or null. */
  beforeStart?: () => string | null;
  error?: string | null;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const uploadRef = useRef<Upload | null>(null);
  // Cleared after each choice, so choosing the same file again (after a refusal) is seen.
  const resetRef = useRef<() => void>(null);
  useEffect(() => () => void uploadRef.current?.abort(), []);

  const choose = async (file: File | null) => {
    if (!file) return;
    resetRef.current?.();
    const blocked = beforeStart?.() ?? null;
    if (blocked) {
      setFailure(blocked);
      return;
    }
    setFailure(null);
    setPercent(0);
    try {
      const target = await call(endpoints.media.uploadUrl);
      const callbacks = {
        onProgress: (sent: number, total: number) => setPercent(total ? Math.floor((sent / total) * 100) : 0),
        onError: () => {
          setPercent(null);
          setFailure(msg.uploadFailed);
        },
        onSuccess: async (assetId: string) => {
          try {
            const asset = await getVideoAsset(assetId);
            const playbackId = asset.playback_ids[0]?.id ?? '';
            onUploaded({ assetId: asset.asset_id, playbackId, fileName: file.name });
          } catch (e) {
            setFailure(errorMessage(e));
          } finally {
            setPercent(null);
          }
        },
      };
      if (target.protocol === 'tus') uploadRef.current = await startTusUpload(target.url, file, callbacks);
      else putUpload(target.url, target.id, file, callbacks);
    } catch (e) {
      setPercent(null);
      setFailure(errorMessage(e));
    }
  };

  const name = uploaded?.fileName ?? currentName ?? null;
  return (
    <Input.Wrapper label={label} error={failure ?? error ?? null}>
      <Stack gap={6} mt={4}>
        <Group gap="sm">
          <FileButton onChange={choose} accept="video/*" resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconVideo size={16} />}
                aria-label={`Choose ${label}`}
              >
                {name ? 'Replace video' : msg.uploadChooseVideo}
              </Button>
            )}
          </FileButton>
          {name && (
            <Text size="sm" data-testid="video-file-name">
              {uploaded ? msg.contentVideoReadyToSave.replace('{name}', name) : name}
            </Text>
          )}
        </Group>
      </Stack>
      <Modal
        opened={percent !== null}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        title={msg.contentUploadingVideo}
        centered
      >
        <Stack gap="xs">
          <Progress value={percent ?? 0} size="lg" animated aria-label={msg.uploadProgress} />
          <Text ta="center" fw={600} data-testid="upload-percent">
            {percent ?? 0}%
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {msg.uploadResumeHint}
          </Text>
        </Stack>
      </Modal>
    </Input.Wrapper>
  );
}
