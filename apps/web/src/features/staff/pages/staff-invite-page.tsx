import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { msg, roleDescriptions, roleLabels, staffHome } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useLogout } from '../../../components/layout/logout';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { authModal } from '../../../lib/auth-modal';
import { formatDate } from '../../../lib/format';
import { sessionStore, useSession } from '../../../lib/session';
import { acceptInvite, useInvitation } from '../api/staff-api';

/** The page a staff invitation links to: says what it is for, and accepts it for the invited address. */
export default function StaffInvitePage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const onLogout = useLogout();
  const { data, isLoading, error } = useInvitation(token);
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: () => {
      if (!data) return;
      sessionStore.updateUser({ role: data.role });
      navigate(staffHome(data.role), { replace: true });
    },
  });

  if (isLoading) return <PageLoader />;
  const closed =
    error || !data
      ? errorMessage(error)
      : data.status === 'expired'
        ? msg.staffInviteExpired
        : data.status === 'used'
          ? msg.staffInviteUsed
          : null;
  if (closed || !data)
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2" ta="center">
          Staff invitation
        </Title>
        <EmptyState message={closed ?? msg.staffInviteNotFound} />
      </Container>
    );

  const mine = user?.email.toLowerCase() === data.email;
  const returnTo = pathname;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1} size="h2">
            Join the staff as {roleLabels[data.role]}
          </Title>
          <Text>
            This invitation is for <strong>{data.email}</strong>. {roleLabels[data.role]}s can use:{' '}
            {roleDescriptions[data.role]}
          </Text>
          <Text size="sm" c="dimmed">
            The link works once, until {formatDate(data.expires)}.
          </Text>
          {accept.error && (
            <Alert color="red" role="alert">
              {errorMessage(accept.error)}
            </Alert>
          )}
          {!user && (
            <>
              <Text>Sign up or log in with {data.email} to accept.</Text>
              <Group>
                <Button onClick={() => authModal.open('signup', { returnTo })}>Sign up</Button>
                <Button variant="default" onClick={() => authModal.open('login', { returnTo })}>
                  Log in
                </Button>
              </Group>
            </>
          )}
          {user && !mine && (
            <>
              <Alert color="yellow">
                You are logged in as {user.email}. {msg.staffInviteWrongEmail}
              </Alert>
              <Group>
                <Button variant="default" onClick={onLogout}>
                  Log out
                </Button>
              </Group>
            </>
          )}
          {user && mine && (
            <Group>
              <Button onClick={() => accept.mutate()} loading={accept.isPending}>
                Accept invitation
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
