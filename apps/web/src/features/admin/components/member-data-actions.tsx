import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AdminDeleteAccountSchema,
  type AdminUserRow,
  DELETE_ACCOUNT_WORD,
  fillMessage,
  msg,
} from '@simmer/contracts';
import { IconDots, IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { deleteMemberAccount, downloadMemberData } from '../api/member-data';

/** A member row's "Export data" and "Delete account" (with a typed confirmation). */
export function MemberDataActions({ member }: { member: AdminUserRow }) {
  const [deleting, setDeleting] = useState(false);
  const name = `${member.first_name} ${member.last_name}`;
  const download = useMutation({
    mutationFn: () => downloadMemberData(member.id),
    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
  });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Actions for ${name}`}
            loading={download.isPending}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => download.mutate()}>
            {msg.adminExportData}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            {msg.adminDeleteAccount}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {deleting && <DeleteMemberModal member={member} name={name} onClose={() => setDeleting(false)} />}
    </>
  );
}

function DeleteMemberModal({
  member,
  name,
  onClose,
}: {
  member: AdminUserRow;
  name: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useContractForm(AdminDeleteAccountSchema, { confirmation: '' });
  const remove = useMutation({
    mutationFn: (values: typeof form.values) => deleteMemberAccount(member.id, values),
    onSuccess: (res) => {
      notifications.show({ color: 'green', message: res.msg });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      onClose();
    },
    onError: (e) => {
      if (!serverErrors(form, e)) notifications.show({ color: 'red', message: errorMessage(e) });
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={msg.adminDeleteAccount}
      centered
      closeButtonProps={{ 'aria-label': msg.deleteAccountCancel }}
    >
      <form onSubmit={form.onSubmit((v) => remove.mutate(v))} noValidate aria-label={msg.adminDeleteAccount}>
        <Stack>
          <Text size="sm">{fillMessage(msg.adminDeleteAccountIntro, { name, email: member.email })}</Text>
          <TextInput
            label={fillMessage(msg.deleteAccountTypeLabel, { word: DELETE_ACCOUNT_WORD })}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('confirmation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {msg.deleteAccountCancel}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {msg.adminDeleteAccount}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
