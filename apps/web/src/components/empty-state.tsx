import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The empty-state picture with the spec's message. */
export function EmptyState({
  message,
  action,
  icon,
}: {
  message: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Center py={56} role="status">
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon size={72} radius={72} variant="light" color="gray">
          {icon ?? <IconToolsKitchen2 size={36} />}
        </ThemeIcon>
        <Text fw={600} ta="center">
          {message}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}
