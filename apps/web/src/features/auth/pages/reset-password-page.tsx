import { Alert, Button, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, PasswordResetConfirmSchema } from '@simmer/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
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
  const [values, setValues] = useState({ new_password1: '', new_password2: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    // Spec 000 §5: an empty password opens the requirement popup; an empty confirm shows the mismatch.
    if (!values.new_password1) return setRulesOpen(true);
    if (!values.new_password2) return setErrors({ new_password2: msg.confirmPasswordMismatch });
    const parsed = PasswordResetConfirmSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await resetConfirmRequest(uid, token, parsed.data);
      if (/has been reset/i.test(res.detail)) {
        notifications.show({ color: 'green', message: res.detail });
        navigate('/login', { replace: true, state: { notice: res.detail } });
      }
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

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
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={values.new_password1}
            error={errors.new_password1}
            onChange={(e) => setValues({ ...values, new_password1: e.currentTarget.value })}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={values.new_password2}
            error={errors.new_password2}
            onChange={(e) => setValues({ ...values, new_password2: e.currentTarget.value })}
          />
          <Button type="submit" loading={busy}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
