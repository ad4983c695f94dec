import { Alert, Button, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, PasswordResetConfirmSchema } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { resetConfirmRequest } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/**
 * Set a new password. Reached from the e-mailed link at the spec's
 * /v1/users/password-reset-confirm/{uid}/{token}/ path, or /reset-password?uid=&token=.
 */
export default function ResetPasswordPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const uid = params.uid ?? search.get('uid') ?? '';
  const token = params.token ?? search.get('token') ?? '';
  const navigate = useNavigate();
  const form = useContractForm(PasswordResetConfirmSchema, { new_password1: '', new_password2: '' });
  const [rulesOpen, setRulesOpen] = useState(false);
  const reset = useMutation({
    mutationFn: (values: typeof form.values) =>
      resetConfirmRequest(uid, token, PasswordResetConfirmSchema.parse(values)),
    onSuccess: (res) => {
      if (/has been reset/i.test(res.detail)) {
        notifications.show({ color: 'green', message: res.detail });
        navigate('/login', { replace: true, state: { notice: res.detail } });
      }
    },
  });

  const submit = form.onSubmit(
    (values) => reset.mutate(values),
    (_errors, values) => {
      reset.reset();
      // Spec 000 §5: an empty password opens the requirement popup; an empty confirm shows the mismatch.
      if (!values.new_password1) {
        form.clearErrors();
        setRulesOpen(true);
      } else if (!values.new_password2) form.setErrors({ new_password2: msg.confirmPasswordMismatch });
    },
  );

  if (!uid || !token) {
    return (
      <AuthCard title="Reset your password">
        <Alert color="red" variant="light" role="alert">
          {msg.resetLinkInvalid}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <Modal opened={rulesOpen} onClose={() => setRulesOpen(false)} title="Password requirements" centered>
        <Text mb="sm">{msg.passwordRule}</Text>
        <List size="sm">
          <List.Item>8 to 20 characters</List.Item>
          <List.Item>at least one number</List.Item>
          <List.Item>at least one uppercase and one lowercase letter</List.Item>
        </List>
      </Modal>
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <Stack>
          {reset.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(reset.error)}
            </Alert>
          )}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('new_password1')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.getInputProps('new_password2')}
          />
          <Button type="submit" loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
