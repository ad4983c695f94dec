import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PasswordResetSchema } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { forgotPasswordRequest } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useContractForm(PasswordResetSchema, { email: '' });
  const send = useMutation({
    mutationFn: forgotPasswordRequest,
    onSuccess: (res) => {
      // Spec 000 §4: the server's message is shown and the user goes to /login.
      notifications.show({ color: 'green', message: res.detail });
      navigate('/login', { replace: true, state: { notice: res.detail } });
    },
  });
  // The schema's message ("All fields are required!" or "Email not valid!"), else the server's.
  const error = (form.errors.email as string | undefined) ?? (send.error ? errorMessage(send.error) : null);

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to set a new one."
    >
      <form
        onSubmit={form.onSubmit((values) => send.mutate(PasswordResetSchema.parse(values)))}
        noValidate
        aria-label="Forgot password"
      >
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
            {...form.getInputProps('email', { withError: false })}
            required
          />
          <Button type="submit" loading={send.isPending}>
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
