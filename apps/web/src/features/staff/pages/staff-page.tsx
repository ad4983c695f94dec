import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type AssignableRole,
  assignableRoles,
  InviteStaffSchema,
  roleDescriptions,
  roleLabels,
  type StaffMember,
  staffHome,
} from '@simmer/contracts';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { formatDate } from '../../../lib/format';
import { sessionStore, useSession } from '../../../lib/session';
import {
  cancelInvite,
  changeRole,
  inviteStaff,
  removeStaff,
  staffKeys,
  transferOwnership,
  useStaff,
} from '../api/staff-api';

const roleOptions = assignableRoles.map((r) => ({
  value: r,
  label: `${roleLabels[r]}: ${roleDescriptions[r]}`,
}));
const shortRoleOptions = assignableRoles.map((r) => ({ value: r, label: roleLabels[r] }));
const nameOf = (s: StaffMember) => `${s.first_name} ${s.last_name}`.trim() || s.email;

/** The owner's staff page: who is on the staff with which role, invitations, role changes, transfer. */
export default function StaffPage() {
  const { data, isLoading, error } = useStaff();
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    return client.invalidateQueries({ queryKey: staffKeys.all });
  };
  const failed = (e: unknown) => notifications.show({ color: 'red', message: errorMessage(e) });

  const form = useContractForm(InviteStaffSchema, { email: '', role: 'editor' as AssignableRole });
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: async (res) => {
      form.reset();
      await done(res.msg);
    },
    onError: (e) => {
      if (!serverErrors(form, e)) failed(e);
    },
  });
  const action = useMutation({
    mutationFn: (run: () => Promise<{ msg: string }>) => run(),
    onSuccess: (res) => done(res.msg),
    onError: failed,
  });

  const confirm = (title: string, text: string, label: string, run: () => Promise<{ msg: string }>) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => action.mutate(run),
    });

  const onRole = (s: StaffMember, role: string | null) => {
    if (!role || role === s.role) return;
    const next = role as AssignableRole;
    confirm(
      `Change the role of ${nameOf(s)}`,
      `${nameOf(s)} becomes ${roleLabels[next]} (${roleDescriptions[next]}) at their next action.`,
      'Change role',
      () => changeRole(s.id, { role: next }),
    );
  };
  const onTransfer = (s: StaffMember) =>
    modals.openConfirmModal({
      title: 'Transfer ownership',
      children: (
        <Text size="sm">
          {nameOf(s)} becomes the owner, with access to staff and the audit log. You become an administrator
          and can no longer manage staff.
        </Text>
      ),
      labels: { confirm: 'Transfer ownership', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        transferOwnership(s.id).then(async (res) => {
          notifications.show({ color: 'green', message: res.msg });
          sessionStore.updateUser({ role: 'admin' });
          await client.invalidateQueries({ queryKey: staffKeys.all });
          navigate(staffHome('admin'));
        }, failed),
    });

  if (isLoading) return <PageLoader />;
  if (error || !data) return <EmptyState message={errorMessage(error)} />;

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Staff
        </Title>

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invite-title">
          <Title order={2} size="h4" id="invite-title" mb="sm">
            Invite a staff member
          </Title>
          <form onSubmit={form.onSubmit((values) => invite.mutate(values))} noValidate>
            <Group align="flex-start" wrap="wrap">
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="off"
                style={{ flex: 1, minWidth: 220 }}
                {...form.getInputProps('email')}
              />
              <Select
                label="Role"
                data={roleOptions}
                allowDeselect={false}
                style={{ flex: 2, minWidth: 260 }}
                {...form.getInputProps('role')}
              />
              <Button type="submit" mt={25} leftSection={<IconMail size={16} />} loading={invite.isPending}>
                Send invitation
              </Button>
            </Group>
            <Text size="xs" c="dimmed" mt="xs">
              The link works once and expires in 7 days. The person accepts it by signing up or logging in
              with this address.
            </Text>
          </form>
        </Paper>

        <section aria-labelledby="staff-title">
          <Title order={2} size="h4" id="staff-title" mb="sm">
            Staff members
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.staff.map((s) => {
                  const self = s.id === user?.id;
                  const fixed = self || s.role === 'owner';
                  return (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        {nameOf(s)} {self && <Badge variant="light">You</Badge>}
                      </Table.Td>
                      <Table.Td>{s.email}</Table.Td>
                      <Table.Td>
                        {fixed ? (
                          <Badge color={s.role === 'owner' ? 'grape' : 'blue'}>{roleLabels[s.role]}</Badge>
                        ) : (
                          <Select
                            aria-label={`Role of ${s.email}`}
                            data={shortRoleOptions}
                            value={s.role}
                            allowDeselect={false}
                            onChange={(v) => onRole(s, v)}
                            w={170}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>
                        {!fixed && (
                          <Group gap="xs">
                            <Button
                              size="xs"
                              variant="light"
                              color="red"
                              onClick={() =>
                                confirm(
                                  `Remove ${nameOf(s)} from the staff`,
                                  `${s.email} keeps their account as a member and loses access to the admin.`,
                                  'Remove',
                                  () => removeStaff(s.id),
                                )
                              }
                            >
                              Remove
                            </Button>
                            {user && data.staff.some((o) => o.id === user.id && o.role === 'owner') && (
                              <Button size="xs" variant="default" onClick={() => onTransfer(s)}>
                                Make owner
                              </Button>
                            )}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>

        <section aria-labelledby="invites-title">
          <Title order={2} size="h4" id="invites-title" mb="sm">
            Invitations waiting
          </Title>
          {data.invites.length === 0 ? (
            <Text c="dimmed">No invitation is waiting.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Invited by</Table.Th>
                    <Table.Th>Expires</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.invites.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>{i.email}</Table.Td>
                      <Table.Td>{roleLabels[i.role]}</Table.Td>
                      <Table.Td>{i.invited_by ?? '—'}</Table.Td>
                      <Table.Td>{formatDate(i.expires)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() =>
                            confirm(
                              'Cancel the invitation',
                              `The link sent to ${i.email} stops working.`,
                              'Cancel invitation',
                              () => cancelInvite(i.id),
                            )
                          }
                        >
                          Cancel
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>
      </Stack>
    </Container>
  );
}
