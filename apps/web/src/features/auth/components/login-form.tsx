import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LoginSchema, msg } from '@simmer/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useLoginIntent } from '../../../lib/auth-modal';
import { fieldErrors, shownError, withoutError } from '../../../lib/form';
import { useSiteConfig } from '../../../lib/site-config';
import { afterLogin } from '../api/after-login';
import { loginRequest } from '../api/auth-api';
import { GoogleButton } from './google-button';

export function LoginForm({ onDone, onSignUp }: { onDone?: () => void; onSignUp?: () => void }) {
  const navigate = useNavigate();
  const site = useSiteConfig();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reason = useLoginIntent()?.reason;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) {
      const f = fieldErrors(parsed.error, values);
      setErrors(f.errors);
      setNotice(f.msg);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const target = await afterLogin(await loginRequest(parsed.data));
      onDone?.();
      if (target) navigate(target, { replace: true });
      else window.location.reload();
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : msg.somethingWentWrong);
      if (error instanceof ApiError) setErrors(error.errors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
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
          value={values.email}
          onChange={(e) => {
            setValues({ ...values, email: e.currentTarget.value });
            setErrors((current) => withoutError(current, 'email'));
          }}
          error={shownError(errors.email)}
          required
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => {
            setValues({ ...values, password: e.currentTarget.value });
            setErrors((current) => withoutError(current, 'password'));
          }}
          error={shownError(errors.password)}
          required
        />
        <Anchor component={Link} to="/forgot-password" size="sm" onClick={onDone} ta="right">
          Forgot password?
        </Anchor>
        <Button type="submit" loading={busy} fullWidth>
          Log in
        </Button>
        {site.google_client_id && (
          <>
            <Divider label="or" labelPosition="center" />
            <GoogleButton clientId={site.google_client_id} onDone={onDone} onError={setNotice} />
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
