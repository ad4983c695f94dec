import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ChangePasswordSchema, hasOwnPassword, isEmpty, msg } from '@simmer/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api/profile-api';

const empty = { old_password: '', new_password1: '', new_password2: '' };

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof empty) => (e: { currentTarget: { value: string } }) => {
    // Read now: React clears currentTarget once the event has been handled.
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  if (user && !hasOwnPassword(user.provider)) {
    const provider = user.provider === 'google' ? 'Google' : 'Facebook';
    return (
      <Container size="xs" py="xl">
        <Alert color="blue">{msg.passwordManagedElsewhere.replace('{provider}', provider)}</Alert>
        <Anchor component={Link} to="/user-profile" mt="md" display="block">
          Back to profile
        </Anchor>
      </Container>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (Object.values(values).some(isEmpty)) {
      setAlert(msg.passwordFillAll);
      setErrors({});
      return;
    }
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      setAlert(parsed.error.issues[0]?.message ?? msg.invalidInput);
      return;
    }
    setErrors({});
    setAlert(null);
    setBusy(true);
    try {
      const res = await changePassword(parsed.data);
      notifications.show({ color: 'green', message: res.msg });
      navigate('/user-profile');
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      setAlert(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack>
            <Title order={1} size="h2">
              Change Password
            </Title>
            {alert && (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            )}
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              value={values.old_password}
              onChange={set('old_password')}
              error={errors.old_password}
            />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              value={values.new_password1}
              onChange={set('new_password1')}
              error={errors.new_password1}
            />
            <PasswordInput
              label="Confirm New Password"
              autoComplete="new-password"
              value={values.new_password2}
              onChange={set('new_password2')}
              error={errors.new_password2}
            />
            <Text size="xs" c="dimmed">
              {msg.passwordRule}
            </Text>
            <Button type="submit" loading={busy}>
              Save
            </Button>
            <Anchor component={Link} to="/edit-profile" ta="center" size="sm">
              Back
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
