import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';

/** Choose Google or e-mail sign-up (spec 000 §2). */
export default function CreateAccountPage() {
  const site = useSiteConfig();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AuthCard title={`Join ${site.brand_name}`} subtitle="Choose how you want to sign up.">
      <Stack>
        {notice && (
          <Alert color="red" variant="light" role="alert">
            {notice}
          </Alert>
        )}
        {site.google_client_id && (
          <>
            <GoogleButton clientId={site.google_client_id} onError={setNotice} />
            <Divider label="or" labelPosition="center" />
          </>
        )}
        <Button component={Link} to="/sign-up" leftSection={<IconMail size={18} />} size="md">
          Sign up with e-mail
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
