import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, PasswordResetSchema } from '@simmer/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { forgotPasswordRequest } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = PasswordResetSchema.safeParse({ email });
    if (!parsed.success) {
      setError(email.trim() ? msg.emailNotValid : msg.allFieldsRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await forgotPasswordRequest(parsed.data);
      // Spec 000 §4: the server's message is shown and the user goes to /login.
      notifications.show({ color: 'green', message: res.detail });
      navigate('/login', { replace: true, state: { notice: res.detail } });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to set a new one."
    >
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <Stack>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
          />
          <Button type="submit" loading={busy}>
            Send reset link
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Back to log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
