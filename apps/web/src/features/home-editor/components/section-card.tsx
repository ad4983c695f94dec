import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Action } from '@simmer/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';

/** One editor section as a bordered card with its heading. */
export function SectionCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** Shows the server's answer as a notice: green on success, red with its message on failure. */
export async function notify(run: Promise<Action>) {
  try {
    const res = await run;
    notifications.show({ color: 'green', message: res.msg });
    return true;
  } catch (e) {
    notifications.show({ color: 'red', message: errorMessage(e) });
    return false;
  }
}
