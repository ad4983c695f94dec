import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { GoLiveFormSchema, liveTitleMaxLength, msg } from '@simmer/contracts';
import { IconBroadcast, IconCamera, IconDeviceDesktop, IconPlayerStop } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { VideoPlayer } from '../../../components/player';
import { ApiError, errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { goLive, liveKeys, livePlaybackSource, useAdminCurrent, useEndStream } from '../api/live-api';
import { CameraBroadcast } from '../components/camera-broadcast';
import { IngestDetails } from '../components/ingest-details';
import { LiveComments } from '../components/live-comments';
import { StreamStatus } from '../components/stream-status';
import { ViewerCount } from '../components/viewer-count';
import { WaitingNotice } from '../components/waiting-notice';
import { useLiveEvents } from '../lib/use-live-events';

/**
 * /livestream, the admin studio: Go Live creates the stream and shows the RTMP address and
 * key for the broadcasting software; the page turns live when the video arrives (preview,
 * live viewer count, comments without reload) and End stream stops it after a confirmation.
 * Without broadcasting software, the admin sends this computer's camera instead (record 225).
 */
export default function LivestreamStudioPage() {
  const client = useQueryClient();
  const current = useAdminCurrent(3000);
  const stream = current.data?.data ?? null;
  const [endedNotice, setEndedNotice] = useState(false);
  const [method, setMethod] = useState<string | null>('software');
  const form = useContractForm(GoLiveFormSchema, { title: '' });
  useLiveEvents(stream?.id);

  const start = useMutation({
    mutationFn: goLive,
    onSuccess: (res) => {
      client.setQueryData(liveKeys.adminCurrent, { data: res.data });
      setEndedNotice(false);
      notifications.show({ color: 'green', message: res.msg });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors.title) form.setFieldError('title', error.errors.title);
      else notifications.show({ color: 'red', message: errorMessage(error) });
    },
  });
  const goLiveWith = (how: 'software' | 'camera') =>
    form.onSubmit((values) => {
      setMethod(how);
      start.mutate(GoLiveFormSchema.parse(values).title);
    })();
  const starting = start.isPending;

  const end = useEndStream(() => setEndedNotice(true));
  const confirmEnd = (id: number) =>
    modals.openConfirmModal({
      title: msg.liveEndStream,
      children: <Text>{msg.liveEndConfirm}</Text>,
      labels: { confirm: msg.liveEndStream, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => end.mutate(id),
    });

  if (current.isLoading) return <PageLoader />;
  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm">
          <Title order={1} size="h2">
            {msg.liveStudio}
          </Title>
          {stream && <StreamStatus status={stream.status} />}
        </Group>
        <Anchor component={Link} to="/livestream-home">
          {msg.liveDashboard}
        </Anchor>
      </Group>

      {!stream ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            {endedNotice && <Alert color="gray">{msg.liveEnded}</Alert>}
            {/* The same card as on /livestream-home: the state as a heading, the actions beside it. */}
            <Title order={2} size="h4">
              {msg.liveNoCurrent}
            </Title>
            <Group align="flex-end" wrap="wrap" gap="sm">
              <TextInput
                label={msg.liveTitleLabel}
                placeholder={msg.liveTitlePlaceholder}
                {...form.getInputProps('title')}
                maxLength={liveTitleMaxLength}
                required
                style={{ flex: '1 1 280px' }}
              />
              <Group gap="sm">
                <Button
                  color="red"
                  leftSection={<IconBroadcast size={18} />}
                  onClick={() => goLiveWith('software')}
                  loading={starting && method === 'software'}
                  disabled={starting}
                >
                  {msg.liveGoLive}
                </Button>
                <Button
                  variant="outline"
                  color="red"
                  leftSection={<IconCamera size={18} />}
                  onClick={() => goLiveWith('camera')}
                  loading={starting && method === 'camera'}
                  disabled={starting}
                >
                  {msg.liveCameraUse}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {stream.title}
              </Title>
              {stream.status === 'waiting' ? (
                <WaitingNotice method={method} />
              ) : (
                <>
                  <Group justify="space-between">
                    <Text fw={600}>{msg.liveIsLive}</Text>
                    <ViewerCount streamId={stream.id} />
                  </Group>
                  <VideoPlayer
                    key={stream.playback_id}
                    playbackId={stream.playback_id}
                    title={stream.title}
                    source={livePlaybackSource}
                  />
                </>
              )}
              <Paper withBorder p="md" radius="md">
                <Tabs value={method} onChange={setMethod} keepMounted>
                  <Tabs.List mb="md">
                    <Tabs.Tab value="software" leftSection={<IconDeviceDesktop size={16} />}>
                      {msg.liveSourceSoftware}
                    </Tabs.Tab>
                    <Tabs.Tab value="camera" leftSection={<IconCamera size={16} />}>
                      {msg.liveSourceCamera}
                    </Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="software">
                    <IngestDetails stream={stream} />
                  </Tabs.Panel>
                  <Tabs.Panel value="camera">
                    <CameraBroadcast stream={stream} />
                  </Tabs.Panel>
                </Tabs>
              </Paper>
              <Button
                color="red"
                variant="outline"
                leftSection={<IconPlayerStop size={18} />}
                onClick={() => confirmEnd(stream.id)}
                style={{ alignSelf: 'flex-start' }}
              >
                {msg.liveEndStream}
              </Button>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="md" radius="md">
              <LiveComments streamId={stream.id} toggle={false} />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
