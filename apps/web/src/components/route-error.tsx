import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';

/** Shown when a page fails to render (for instance a chunk that failed to load after a deploy). */
export function RouteError() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center">
        <Title order={2}>{msg.somethingWentWrong}</Title>
        <Text c="dimmed">Reload the page to try again.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
