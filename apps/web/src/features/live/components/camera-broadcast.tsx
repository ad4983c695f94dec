import { Alert, AspectRatio, Box, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type AdminLivestream, msg } from '@simmer/contracts';
import { IconCamera, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEndStream } from '../api/live-api';
import {
  type BroadcastState,
  BrowserBroadcast,
  cameraErrorMessage,
  recorderType,
} from '../lib/browser-broadcast';

type Device = { value: string; label: string };

const devicesOf = (all: MediaDeviceInfo[], kind: MediaDeviceKind, fallback: string): Device[] =>
  all
    .filter((d) => d.kind === kind && d.deviceId)
    .map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

/**
 * "Use this computer's camera": the admin turns the camera on (device picker, local
 * preview), then the recorder's WebM chunks go to the running livestream (record 225).
 * Stopping the camera ends the stream; leaving the page stops sending, and the server
 * ends the stream a few seconds later.
 */
export function CameraBroadcast({ stream }: { stream: AdminLivestream }) {
  const end = useEndStream();
  const preview = useRef<HTMLVideoElement>(null);
  const media = useRef<MediaStream | null>(null);
  const broadcast = useRef<BrowserBroadcast | null>(null);
  const [ready, setReady] = useState(false);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cameras, setCameras] = useState<Device[]>([]);
  const [microphones, setMicrophones] = useState<Device[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [microphoneId, setMicrophoneId] = useState<string | null>(null);
  const [state, setState] = useState<BroadcastState | null>(null);
  const supported =
    typeof navigator !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia) &&
    recorderType() !== null;

  const release = useCallback(() => {
    broadcast.current?.stop();
    broadcast.current = null;
    for (const track of media.current?.getTracks() ?? []) track.stop();
    media.current = null;
  }, []);
  // Leaving the page (or the stream ending) turns the camera off.
  useEffect(() => release, [release]);

  const open = async (camera: string | null, microphone: string | null) => {
    setOpening(true);
    setError(null);
    try {
      const next = await navigator.mediaDevices.getUserMedia({
        video: camera
          ? { deviceId: { exact: camera } }
          : { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
        audio: microphone ? { deviceId: { exact: microphone } } : true,
      });
      for (const track of media.current?.getTracks() ?? []) track.stop();
      media.current = next;
      if (preview.current) preview.current.srcObject = next;
      // Device names are only readable once access was granted.
      const all = await navigator.mediaDevices.enumerateDevices();
      setCameras(devicesOf(all, 'videoinput', msg.liveCameraLabel));
      setMicrophones(devicesOf(all, 'audioinput', msg.liveMicrophoneLabel));
      setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? camera);
      setMicrophoneId(next.getAudioTracks()[0]?.getSettings().deviceId ?? microphone);
      setReady(true);
    } catch (err) {
      setError(cameraErrorMessage(err));
    } finally {
      setOpening(false);
    }
  };

  const start = () => {
    const type = recorderType();
    if (!media.current || !type || !stream.stream_key) return;
    const b = new BrowserBroadcast({
      streamId: stream.id,
      streamKey: stream.stream_key,
      media: media.current,
      mimeType: type,
      onState: setState,
    });
    broadcast.current = b;
    try {
      b.start();
    } catch {
      broadcast.current = null;
      setError(msg.liveCameraUnsupported);
    }
  };

  const stop = () =>
    modals.openConfirmModal({
      title: msg.liveCameraStop,
      children: <Text>{msg.liveCameraStopConfirm}</Text>,
      labels: { confirm: msg.liveEndStream, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        release();
        end.mutate(stream.id);
      },
    });

  if (stream.provider !== 'embedded') {
    return <Alert color="gray">{msg.liveBrowserNeedsRtmp}</Alert>;
  }
  if (!supported) return <Alert color="yellow">{msg.liveCameraUnsupported}</Alert>;

  const sending = Boolean(state?.sending);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {msg.liveCameraHelp}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {state?.error && (
        <Alert color="red" role="alert">
          {state.error}
        </Alert>
      )}
      <Box hidden={!ready}>
        <AspectRatio ratio={16 / 9} bg="black" style={{ borderRadius: 8, overflow: 'hidden' }}>
          <video
            ref={preview}
            autoPlay
            muted
            playsInline
            aria-label={msg.liveCameraPreview}
            data-testid="camera-preview"
          />
        </AspectRatio>
      </Box>
      {ready && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={msg.liveCameraLabel}
            data={cameras}
            value={cameraId}
            allowDeselect={false}
            disabled={sending || opening}
            onChange={(value) => value && void open(value, microphoneId)}
          />
          <Select
            label={msg.liveMicrophoneLabel}
            data={microphones}
            value={microphoneId}
            allowDeselect={false}
            disabled={sending || opening}
            onChange={(value) => value && void open(cameraId, value)}
          />
        </SimpleGrid>
      )}
      {sending && (
        <Alert color={state?.slow ? 'yellow' : 'green'} aria-live="polite" data-testid="camera-sending">
          {state?.restarting
            ? msg.liveCameraRestarting
            : state?.slow
              ? msg.liveCameraSlow
              : msg.liveCameraSending}
        </Alert>
      )}
      <Group>
        {!ready && (
          <Button
            leftSection={<IconCamera size={18} />}
            onClick={() => void open(null, null)}
            loading={opening}
          >
            {msg.liveCameraTurnOn}
          </Button>
        )}
        {ready && !sending && (
          <Button color="red" leftSection={<IconPlayerPlay size={18} />} onClick={start} disabled={opening}>
            {msg.liveCameraStart}
          </Button>
        )}
        {ready && (sending || state?.error) && (
          <Button color="red" variant="outline" leftSection={<IconPlayerStop size={18} />} onClick={stop}>
            {msg.liveCameraStop}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
