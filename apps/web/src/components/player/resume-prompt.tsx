import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconPlayerPlayFilled, IconRotate } from '@tabler/icons-react';

/** Over the player when the member stopped part-way through before: resume there, or start over. */
export function ResumePrompt({
  resumeLabel,
  onResume,
  onStartOver,
}: {
  resumeLabel: string;
  onResume: () => void;
  onStartOver: () => void;
}) {
  return (
    <Center
      pos="absolute"
      inset={0}
      p="md"
      style={{ background: 'rgba(0, 0, 0, 0.6)' }}
      data-testid="resume-prompt"
    >
      <Stack align="center" gap="sm">
        <Text c="white" fw={600} ta="center">
          {msg.resumePrompt}
        </Text>
        <Group justify="center" gap="sm">
          <Button leftSection={<IconPlayerPlayFilled size={16} />} onClick={onResume} data-autofocus>
            {resumeLabel}
          </Button>
          <Button variant="white" color="dark" leftSection={<IconRotate size={16} />} onClick={onStartOver}>
            {msg.startOver}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
