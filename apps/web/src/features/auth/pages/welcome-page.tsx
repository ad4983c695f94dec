import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { homeFor, limits, msg } from '@simmer/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';

/** Shows the brand for 5 seconds, then sends each role to its home (spec 000 §2). */
export default function WelcomePage() {
  const site = useSiteConfig();
  const { role } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(homeFor(role), { replace: true }), limits.welcomeDelayMs);
    return () => clearTimeout(timer);
  }, [navigate, role]);
  const askNotifications = typeof Notification === 'undefined' || Notification.permission !== 'granted';
  return (
    <Center
      mih="100vh"
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-brand-6), var(--mantine-color-brand-9))',
      }}
    >
      <Stack align="center" gap="lg" px="md">
        {site.logo_url && <img src={site.logo_url} alt="" height={72} />}
        <Title order={1} c="white" fz={{ base: 48, sm: 72 }} data-testid="welcome-brand">
          {site.brand_name}
        </Title>
        <Loader color="white" type="dots" aria-label="Loading" />
        {askNotifications && (
          <Text c="white" ta="center" role="status">
            {msg.enableNotifications}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
