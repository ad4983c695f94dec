import {
  Alert,
  Button,
  Container,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SetupSchema } from '@simmer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { serverErrors, shownError, useContractForm } from '../../../lib/form';
import { sessionStore } from '../../../lib/session';
import { createOwner, setupStatusQuery } from '../api/setup-api';

/** The first start: the brand's name and the owner's account, then straight into the admin. */
export default function SetupPage() {
  const status = useQuery(setupStatusQuery);
  if (status.isPending) {
    return (
      <Container size="xs" py="xl" ta="center">
        <Loader aria-label="Loading" />
      </Container>
    );
  }
  if (status.data && !status.data.needed) return <SetupDone />;
  return <SetupForm />;
}

function SetupDone() {
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1} size="h2">
            Setup is done
          </Title>
          <Text>
            This installation already has its owner. Sign in with your account, or ask the owner for an
            invitation.
          </Text>
          <Button component={Link} to="/login">
            Log in
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

function SetupForm() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useContractForm(SetupSchema, {
    brand_name: '',
    first_name: '',
    last_name: '',
    email: '',
    password1: '',
    password2: '',
  });
  const [alert, setAlert] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (values: typeof form.values) => createOwner(SetupSchema.parse(values)),
    onSuccess: (session) => {
      sessionStore.set(session);
      client.setQueryData(setupStatusQuery.queryKey, { needed: false });
      navigate('/admin-home-page', { replace: true });
    },
    onError: (error) => {
      serverErrors(form, error);
      // Another tab (or person) finished first: the alert says setup is done.
      setAlert(errorMessage(error));
    },
  });
  const field = (name: keyof typeof form.values) => ({
    ...form.getInputProps(name),
    error: shownError(form.errors[name] as string | undefined),
  });

  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        <form
          onSubmit={form.onSubmit((values) => {
            setAlert(null);
            create.mutate(values);
          })}
          noValidate
          aria-label="Set up your brand"
        >
          <Stack gap="sm">
            <Title order={1} size="h2">
              Set up your brand
            </Title>
            <Text c="dimmed">
              Welcome! Name your brand and create the owner's account. The owner runs the admin, invites staff
              and can never be removed.
            </Text>
            {alert && (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            )}
            <TextInput label="Brand name" autoComplete="organization" required {...field('brand_name')} />
            <TextInput label="First name" autoComplete="given-name" required {...field('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" required {...field('last_name')} />
            <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
            <PasswordInput label="Password" autoComplete="new-password" required {...field('password1')} />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              {...field('password2')}
            />
            <Button type="submit" loading={create.isPending} fullWidth>
              Create the owner account
            </Button>
            <Text size="sm" c="dimmed">
              Locked out later? <code>simmer admin reset-password</code> works from the server's command line.
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
