import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { msg, SignUpSchema } from '@simmer/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { fieldErrors, shownError, withoutError } from '../../../lib/form';
import { sessionStore } from '../../../lib/session';
import { registerDevice, signUpRequest } from '../api/auth-api';

const empty = { email: '', first_name: '', last_name: '', password1: '', password2: '' };

export function SignUpForm({ onDone, onLogin }: { onDone?: () => void; onLogin?: () => void }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    error: shownError(errors[name]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: e.currentTarget.value });
      setErrors((current) => withoutError(current, name));
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = SignUpSchema.safeParse(values);
    if (!parsed.success) {
      const f = fieldErrors(parsed.error, values);
      setErrors(f.errors);
      setNotice(f.msg);
      return;
    }
    if (!agreed) {
      setErrors({ terms: 'Please accept the terms and the privacy policy.' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const session = await signUpRequest(parsed.data);
      sessionStore.set(session);
      await registerDevice(true);
      onDone?.();
      navigate('/user-home-page', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && /already registered/i.test(error.message)) {
        // Spec 000 §8: an already registered e-mail is sent to /login.
        onDone?.();
        navigate('/login', { replace: true, state: { notice: error.message, email: values.email } });
        return;
      }
      setNotice(error instanceof ApiError ? error.message : msg.somethingWentWrong);
      if (error instanceof ApiError) setErrors(error.errors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="sm">
        {notice && (
          <Alert color="red" variant="light" role="alert">
            {notice}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" required {...field('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...field('last_name')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
        <PasswordInput
          label="Password"
          description="8 to 20 characters with a number, an uppercase and a lowercase letter"
          autoComplete="new-password"
          required
          {...field('password1')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...field('password2')}
        />
        <Checkbox
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          error={errors.terms}
          label={
            <Text size="sm" span>
              I agree to the{' '}
              <Anchor component={Link} to="/terms-conditions" target="_blank">
                Terms and Conditions
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to="/privacy-policy" target="_blank">
                Privacy Policy
              </Anchor>
            </Text>
          }
        />
        <Button type="submit" loading={busy} fullWidth>
          Sign up
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          {onLogin ? (
            <Anchor component="button" type="button" onClick={onLogin}>
              Log in
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login">
              Log in
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
