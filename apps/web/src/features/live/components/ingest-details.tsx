import { ActionIcon, CopyButton, Group, PasswordInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { type AdminLivestream, msg } from '@simmer/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied!' : label} withArrow>
          <ActionIcon variant="subtle" onClick={copy} aria-label={label}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The server address and stream key to paste into OBS (or any RTMP broadcasting software). */
export function IngestDetails({ stream }: { stream: AdminLivestream }) {
  if (!stream.ingest_url || !stream.stream_key) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={msg.liveServerUrl} value={stream.ingest_url} readOnly style={{ flex: 1 }} />
        <Copy value={stream.ingest_url} label={`Copy ${msg.liveServerUrl}`} />
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <PasswordInput label={msg.liveStreamKey} value={stream.stream_key} readOnly style={{ flex: 1 }} />
        <Copy value={stream.stream_key} label={`Copy ${msg.liveStreamKey}`} />
      </Group>
      <Text size="xs" c="dimmed">
        {msg.liveStreamKeyHelp}
      </Text>
    </Stack>
  );
}
