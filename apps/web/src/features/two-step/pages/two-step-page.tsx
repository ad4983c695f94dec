import {
  Alert,
  Button,
  Code,
  Container,
  CopyButton,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isStaff, msg, TwoStepCodeSchema } from '@simmer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { serverErrors, shownError, useContractForm } from '../../../lib/form';
import { sessionStore, twoStepPending, useSession } from '../../../lib/session';
import {
  confirmEnrolment,
  disableTwoStep,
  setTwoStepPolicy,
  startEnrolment,
  twoStepStatusQuery,
} from '../api/two-step-api';

/** Two-step sign-in of a staff account: enrolment with an authenticator app, recovery codes, turning it off. */
export default function TwoStepPage() {
  const { role, session } = useSession();
  const status = useQuery({ ...twoStepStatusQuery, enabled: isStaff(role) });
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1} size="h2">
            Two-step sign-in
          </Title>
          {!isStaff(role) ? (
            <Alert color="blue">{msg.twoStepStaffOnly}</Alert>
          ) : codes ? (
            <RecoveryCodes codes={codes} />
          ) : status.isPending ? (
            <Loader aria-label="Loading" />
          ) : status.isError ? (
            <Alert color="red">{errorMessage(status.error)}</Alert>
          ) : status.data.enabled ? (
            <Enabled required={status.data.required} isOwner={role === 'owner'} />
          ) : (
            <>
              {twoStepPending(session?.access_token) && (
                <Alert color="orange" role="alert">
                  {msg.twoStepSetupRequired}
                </Alert>
              )}
              <Text>
                After your password, signing in asks for a 6-digit code from an authenticator app on your
                phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis).
              </Text>
              <Enrol onEnabled={setCodes} />
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function Enrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const client = useQueryClient();
  const start = useMutation({ mutationFn: startEnrolment });
  const form = useContractForm(TwoStepCodeSchema, { code: '' });
  const confirm = useMutation({
    mutationFn: (values: typeof form.values) => confirmEnrolment(values),
    onSuccess: (res) => {
      // This session counts as enrolled from now on.
      const current = sessionStore.get();
      if (current) sessionStore.updateTokens(res.access_token, current.refresh_token);
      notifications.show({ color: 'green', message: res.msg });
      onEnabled(res.recovery_codes);
      void client.invalidateQueries({ queryKey: twoStepStatusQuery.queryKey });
    },
    onError: (error) => serverErrors(form, error),
  });

  if (!start.data) {
    return (
      <Stack align="flex-start">
        {start.isError && <Alert color="red">{errorMessage(start.error)}</Alert>}
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Set up two-step sign-in
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text fw={600}>1. Scan this code with your authenticator app</Text>
      <QRCodeSVG
        value={start.data.otpauth_url}
        size={200}
        marginSize={2}
        title="QR code of your authenticator key"
      />
      <Text size="sm">
        Cannot scan it? Enter this key in the app instead:{' '}
        <Code data-testid="two-step-key">{start.data.secret.replace(/(.{4})/g, '$1 ').trim()}</Code>
      </Text>
      <form
        onSubmit={form.onSubmit((values) => confirm.mutate(values))}
        noValidate
        aria-label="Confirm two-step sign-in"
      >
        <Stack gap="sm">
          <Text fw={600}>2. Enter the 6-digit code the app shows</Text>
          <TextInput
            label="Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            {...form.getInputProps('code')}
            error={shownError(form.errors.code as string | undefined)}
            required
          />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              Turn on
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  return (
    <Stack>
      <Alert color="green" title="Two-step sign-in is on">
        Save these recovery codes now: they are shown only this once. Each one signs you in once if you lose
        your phone.
      </Alert>
      <List aria-label="Recovery codes" spacing={4} listStyleType="none">
        {codes.map((c) => (
          <List.Item key={c}>
            <Code>{c}</Code>
          </List.Item>
        ))}
      </List>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          component="a"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="recovery-codes.txt"
        >
          Download
        </Button>
        <Button component={Link} to="/admin-home-page">
          I have saved them
        </Button>
      </Group>
    </Stack>
  );
}

function Enabled({ required, isOwner }: { required: boolean; isOwner: boolean }) {
  const client = useQueryClient();
  const form = useContractForm(TwoStepCodeSchema, { code: '' });
  const [asked, setAsked] = useState(false);
  const disable = useMutation({
    mutationFn: (values: typeof form.values) => disableTwoStep(values),
    onSuccess: (res) => {
      notifications.show({ color: 'green', message: res.msg });
      void client.invalidateQueries({ queryKey: twoStepStatusQuery.queryKey });
    },
    onError: (error) => serverErrors(form, error),
  });
  const policy = useMutation({
    mutationFn: (value: boolean) => setTwoStepPolicy({ required: value }),
    onSuccess: (res) => {
      notifications.show({ color: 'green', message: res.msg });
      void client.invalidateQueries({ queryKey: twoStepStatusQuery.queryKey });
    },
  });
  return (
    <Stack>
      <Alert color="green">Two-step sign-in is on for your account.</Alert>
      {isOwner && (
        <Stack gap={4}>
          <Switch
            label="Require two-step sign-in for all staff"
            description="Staff without it are sent here after signing in and can use nothing else of the admin until it is on."
            checked={required}
            disabled={policy.isPending}
            onChange={(e) => policy.mutate(e.currentTarget.checked)}
          />
          {policy.isError && <Alert color="red">{errorMessage(policy.error)}</Alert>}
        </Stack>
      )}
      {required ? (
        <Text size="sm" c="dimmed">
          The owner requires two-step sign-in for all staff, so it stays on.
        </Text>
      ) : !asked ? (
        <Group>
          <Button variant="light" color="red" onClick={() => setAsked(true)}>
            Turn off two-step sign-in
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={form.onSubmit((values) => disable.mutate(values))}
          noValidate
          aria-label="Turn off two-step sign-in"
        >
          <Stack gap="sm">
            <Text>Enter a code from your authenticator app (or a recovery code) to turn it off.</Text>
            <TextInput
              label="Code"
              autoComplete="one-time-code"
              {...form.getInputProps('code')}
              error={shownError(form.errors.code as string | undefined)}
              required
            />
            <Group>
              <Button type="submit" color="red" loading={disable.isPending}>
                Turn off
              </Button>
              <Button variant="default" onClick={() => setAsked(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
