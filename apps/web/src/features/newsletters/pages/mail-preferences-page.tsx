import { Alert, Button, Container, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import type { MailPreferences } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { saveMailPreferences, useMailPreferences } from '../api/newsletters-api';

/** /mail/preferences?token=…: which mail an address receives, each kind on or off (no login). */
export default function MailPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, isPending, error } = useMailPreferences(token);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} size="h2">
          Mail preferences
        </Title>
        {isPending ? (
          <Loader aria-label="Loading your preferences" />
        ) : error || !data ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : (
          <Choices
            token={token}
            email={data.email}
            initial={{
              newsletters: data.newsletters,
              new_content: data.new_content,
              community: data.community,
            }}
          />
        )}
      </Stack>
    </Container>
  );
}

function Choices({ token, email, initial }: { token: string; email: string; initial: MailPreferences }) {
  const [prefs, setPrefs] = useState(initial);
  const save = useMutation({ mutationFn: () => saveMailPreferences(token, prefs) });
  const toggle = (key: keyof MailPreferences, label: string, description: string) => (
    <Switch
      label={label}
      description={description}
      checked={prefs[key]}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        setPrefs((p) => ({ ...p, [key]: on }));
      }}
    />
  );
  return (
    <Stack>
      <Text>
        Mail to <strong>{email}</strong>
      </Text>
      {toggle('newsletters', 'Newsletters', 'The newsletters the brand writes')}
      {toggle('new_content', 'New content', 'A mail when a recipe, video or episode is published')}
      {toggle('community', 'Community notifications', 'Replies and activity in the community')}
      <Button onClick={() => save.mutate()} loading={save.isPending} w="fit-content">
        Save
      </Button>
      {save.isSuccess && (
        <Alert color="green" role="status">
          {save.data.msg}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
    </Stack>
  );
}
