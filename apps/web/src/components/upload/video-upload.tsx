import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { msg, type VideoAsset } from '@simmer/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { errorMessage } from '../../lib/api';
import { getUploadUrl, getVideoAsset, retryVideoAsset } from '../player/playback-api';
import { putUpload, startTusUpload } from './tus-upload';

type Phase = 'idle' | 'uploading' | 'processing' | 'ready' | 'failed';

export interface VideoUploadProps {
  /** Called once the video is uploaded (and, when `waitForReady`, transcoded). */
  onUploaded: (asset: VideoAsset) => void;
  /** Wait for the transcode before calling back (default: call back as soon as the bytes are in). */
  waitForReady?: boolean;
  disabled?: boolean;
  label?: string;
}

/**
 * Chooses a video and uploads it resumably with a progress bar and percentage; afterwards
 * shows the processing state (uploading, processing, ready, failed with its reason and a
 * retry). Choosing the same file after a reload continues where the upload stopped.
 */
export function VideoUpload({ onUploaded, waitForReady = false, disabled, label }: VideoUploadProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  /** The transcoder's own percentage while processing, when the server reports one. */
  const [transcoded, setTranscoded] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asset, setAsset] = useState<VideoAsset | null>(null);
  const uploadRef = useRef<Upload | null>(null);
  const poll = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      void uploadRef.current?.abort();
      if (poll.current) clearTimeout(poll.current);
    },
    [],
  );

  const follow = (assetId: string) => {
    // With Mux the first answer may be for the upload; later checks follow the asset it
    // names, which the server answers from its own row instead of asking Mux again.
    let id = assetId;
    const tick = async () => {
      try {
        const a = await getVideoAsset(id);
        id = a.asset_id;
        setAsset(a);
        setTranscoded(a.progress);
        if (a.status === 'ready') {
          setPhase('ready');
          if (waitForReady) onUploaded(a);
          return;
        }
        if (a.status === 'failed') {
          setPhase('failed');
          setError(a.error ?? msg.videoFailed);
          return;
        }
      } catch (e) {
        setError(errorMessage(e));
      }
      poll.current = setTimeout(tick, 2000);
    };
    void tick();
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setPercent(0);
    setTranscoded(null);
    setPhase('uploading');
    try {
      const target = await getUploadUrl();
      const callbacks = {
        onProgress: (sent: number, total: number) => setPercent(total ? Math.floor((sent / total) * 100) : 0),
        onError: () => setError(msg.uploadFailed),
        onSuccess: async (assetId: string) => {
          setPercent(100);
          setPhase('processing');
          const a = await getVideoAsset(assetId).catch(() => null);
          if (a) {
            setAsset(a);
            setTranscoded(a.progress);
            if (!waitForReady) onUploaded(a);
          }
          follow(assetId);
        },
      };
      if (target.protocol === 'tus') uploadRef.current = await startTusUpload(target.url, file, callbacks);
      else putUpload(target.url, target.id, file, callbacks);
    } catch (e) {
      setPhase('idle');
      setError(errorMessage(e));
    }
  };

  const retry = async () => {
    if (phase === 'uploading' && uploadRef.current) {
      setError(null);
      uploadRef.current.start();
      return;
    }
    if (!asset) return;
    try {
      await retryVideoAsset(asset.asset_id);
      setError(null);
      setTranscoded(null);
      setPhase('processing');
      follow(asset.asset_id);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const statusText: Record<Phase, string> = {
    idle: '',
    uploading: msg.videoStatusUploading,
    processing: msg.videoStatusProcessing,
    ready: msg.videoStatusReady,
    failed: msg.videoStatusFailed,
  };

  // While processing, a reported percentage gets its own bar instead of an animated upload bar.
  const measured = phase === 'processing' && transcoded !== null;

  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={choose} accept="video/*" disabled={disabled || phase === 'uploading'}>
          {(props) => (
            <Button variant="default" {...props}>
              {label ?? msg.uploadChooseVideo}
            </Button>
          )}
        </FileButton>
        {phase !== 'idle' && (
          <Text size="sm" c="dimmed" data-testid="upload-status">
            {statusText[phase]}
          </Text>
        )}
      </Group>
      {phase !== 'idle' && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={percent}
            style={{ flex: 1 }}
            size="lg"
            animated={phase === 'uploading' || (phase === 'processing' && !measured)}
            aria-label={msg.uploadProgress}
            aria-valuenow={percent}
          />
          <Text size="sm" fw={600} w={48} ta="right" data-testid="upload-percent">
            {percent}%
          </Text>
        </Group>
      )}
      {measured && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={transcoded}
            style={{ flex: 1 }}
            size="lg"
            color="teal"
            aria-label={msg.videoProcessingProgress}
          />
          <Text size="sm" fw={600} w={48} ta="right" data-testid="processing-percent">
            {transcoded}%
          </Text>
        </Group>
      )}
      {phase === 'uploading' && (
        <Text size="xs" c="dimmed">
          {msg.uploadResumeHint}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            {(phase === 'uploading' || phase === 'failed') && (
              <Button size="xs" variant="light" onClick={retry}>
                {msg.videoRetryAction}
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
