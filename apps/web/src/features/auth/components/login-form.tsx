import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LoginSchema, msg } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useLoginIntent } from '../../../lib/auth-modal';
import { serverErrors, shownError, useContractForm } from '../../../lib/form';
import { useSiteConfig } from '../../../lib/site-config';
import { afterLogin } from '../api/after-login';
import { loginRequest } from '../api/auth-api';
import { GoogleButton } from './google-button';
import { refusedNotice } from './refused-notice';
import { TwoStepCodeForm } from './two-step-code-form';

export function LoginForm({
  onDone,
  onSignUp,
  email = '',
}: {
  onDone?: () => void;
  onSignUp?: () => void;
  /** The address to fill in (after a sign-up with an address that has an account). */
  email?: string;
}) {
  const navigate = useNavigate();
  const site = useSiteConfig();
  const form = useContractForm(LoginSchema, { email, password: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const reason = useLoginIntent()?.reason;
  // The account has two-step sign-in on: the password was right, its code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: async (values: typeof form.values) => {
      const answer = await loginRequest(LoginSchema.parse(values));
      if ('two_step_token' in answer) return { challenge: answer.two_step_token };
      return { target: await afterLogin(answer) };
    },
    onSuccess: ({ challenge, target }) => {
      if (challenge) return setChallenge(challenge);
      onDone?.();
      if (target) navigate(target, { replace: true });
      else window.location.reload();
    },
    onError: (error) => {
      setNotice(error instanceof ApiError ? error.message : msg.somethingWentWrong);
      serverErrors(form, error);
    },
  });

  if (challenge) {
    return <TwoStepCodeForm token={challenge} onDone={onDone} onRestart={() => setChallenge(null)} />;
  }

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => {
          setNotice(null);
          login.mutate(values);
        },
        (errors, values) => setNotice(refusedNotice(errors, values)),
      )}
      noValidate
      aria-label="Log in"
    >
      <Stack gap="sm">
        {reason && !notice && (
          <Alert color="blue" variant="light" role="status">
            {reason}
          </Alert>
        )}
        {notice && (
          <Alert color="red" variant="light" role="alert">
            {notice}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          error={shownError(form.errors.email as string | undefined)}
          required
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
          error={shownError(form.errors.password as string | undefined)}
          required
        />
        <Anchor component={Link} to="/forgot-password" size="sm" onClick={onDone} ta="right">
          Forgot password?
        </Anchor>
        <Button type="submit" loading={login.isPending} fullWidth>
          Log in
        </Button>
        {site.google_client_id && (
          <>
            <Divider label="or" labelPosition="center" />
            <GoogleButton
              clientId={site.google_client_id}
              onDone={onDone}
              onError={setNotice}
              onChallenge={setChallenge}
            />
          </>
        )}
        <Text size="sm" ta="center">
          New here?{' '}
          {onSignUp ? (
            <Anchor component="button" type="button" onClick={onSignUp}>
              Create an account
            </Anchor>
          ) : (
            <Anchor component={Link} to="/create-account">
              Create an account
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
