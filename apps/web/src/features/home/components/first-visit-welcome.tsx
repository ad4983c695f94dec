import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { fillMessage, msg } from '@simmer/contracts';
import { IconBook, IconDeviceTv, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config';

const key = (userId: number) => `simmer.welcomed.${userId}`;

/** Whether this member has already closed the welcome on this browser. */
export function useFirstVisit(userId: number | undefined) {
  const [first, setFirst] = useState(() => {
    if (!userId) return false;
    try {
      return localStorage.getItem(key(userId)) === null;
    } catch {
      return false;
    }
  });
  const done = () => {
    if (userId) localStorage.setItem(key(userId), new Date().toISOString());
    setFirst(false);
  };
  return { first, done };
}

/** The first visit's welcome on the member home, in the page (no popup), until closed. */
export function FirstVisitWelcome({ name, onClose }: { name: string; onClose: () => void }) {
  const site = useSiteConfig();
  return (
    <Paper
      component="section"
      aria-labelledby="welcome-title"
      withBorder
      radius="md"
      p="lg"
      bg="var(--mantine-color-brand-light)"
      data-testid="first-visit-welcome"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap="xs">
          <Title order={2} size="h3" id="welcome-title">
            {fillMessage(msg.welcomeTitle, { brand: site.brand_name, name })}
          </Title>
          <Text>{msg.welcomeBody}</Text>
        </Stack>
        <CloseButton aria-label={msg.welcomeDismiss} onClick={onClose} />
      </Group>
      <Group gap="sm" mt="md">
        <Button component={Link} to="/all-videos" leftSection={<IconPlayerPlay size={16} />}>
          {msg.welcomeVideos}
        </Button>
        <Button component={Link} to="/all-recipes" variant="light" leftSection={<IconBook size={16} />}>
          {msg.welcomeRecipes}
        </Button>
        <Button component={Link} to="/all-shows" variant="light" leftSection={<IconDeviceTv size={16} />}>
          {msg.welcomeShows}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          {msg.welcomeDismiss}
        </Button>
      </Group>
    </Paper>
  );
}
