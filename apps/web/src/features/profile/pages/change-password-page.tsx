import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ChangePasswordSchema, hasOwnPassword, isEmpty, msg } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api/profile-api';

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const form = useContractForm(ChangePasswordSchema, {
    old_password: '',
    new_password1: '',
    new_password2: '',
  });
  const [alert, setAlert] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: typeof form.values) => changePassword(ChangePasswordSchema.parse(values)),
    onSuccess: (res) => {
      notifications.show({ color: 'green', message: res.msg });
      navigate('/user-profile');
    },
    onError: (err) => {
      serverErrors(form, err);
      setAlert(errorMessage(err));
    },
  });

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

  const submit = form.onSubmit(
    (values) => {
      setAlert(null);
      save.mutate(values);
    },
    (errors, values) => {
      // An empty field: the alert says so once, the fields stay unmarked.
      if (Object.values(values).some(isEmpty)) {
        form.clearErrors();
        setAlert(msg.passwordFillAll);
        return;
      }
      setAlert((Object.values(errors)[0] as string | undefined) ?? msg.invalidInput);
    },
  );

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
              {...form.getInputProps('old_password')}
            />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              {...form.getInputProps('new_password1')}
            />
            <PasswordInput
              label="Confirm New Password"
              autoComplete="new-password"
              {...form.getInputProps('new_password2')}
            />
            <Text size="xs" c="dimmed">
              {msg.passwordRule}
            </Text>
            <Button type="submit" loading={save.isPending}>
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
