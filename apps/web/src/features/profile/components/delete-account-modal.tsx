import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DELETE_ACCOUNT_WORD, DeleteAccountSchema, fillMessage, msg } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session';
import { local } from '../../../lib/storage';
import { deleteMyAccount } from '../api/account-data-api';

/** The notice's close button needs a name for screen readers. */
const closeLabel = { 'aria-label': 'Close' };

interface Props {
  email: string;
  /** Accounts with a password confirm with it; the others need a recent sign-in. */
  hasPassword: boolean;
  provider: string;
  onClose: () => void;
  onDownload: () => void;
  downloading: boolean;
}

/** Explains what deleting the account does, then asks for the password and the typed word. */
export default function DeleteAccountModal({
  email,
  hasPassword,
  provider,
  onClose,
  onDownload,
  downloading,
}: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm(DeleteAccountSchema, { password: '', confirmation: '' });
  const remove = useMutation({
    mutationFn: (values: typeof form.values) =>
      deleteMyAccount({
        password: hasPassword ? values.password : undefined,
        confirmation: values.confirmation,
      }),
    onSuccess: (res) => {
      // The sessions are ended on the server: forget this one and leave the member pages.
      sessionStore.clear();
      local.remove('plan', 'productDetail', 'registrationId');
      queryClient.clear();
      notify({ color: 'green', message: res.msg, autoClose: 8000, closeButtonProps: closeLabel });
      navigate('/home-page-new', { replace: true });
    },
    onError: (error) => {
      if (!serverErrors(form, error)) setAlert(errorMessage(error));
    },
  });
  const word = DELETE_ACCOUNT_WORD;
  const submit = form.onSubmit((values) => {
    if (hasPassword && !values.password) {
      form.setFieldError('password', msg.deleteAccountPasswordRequired);
      return;
    }
    setAlert(null);
    remove.mutate(values);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={msg.deleteAccountTitle}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': msg.deleteAccountCancel }}
    >
      <form onSubmit={submit} noValidate aria-label={msg.deleteAccountTitle}>
        <Stack>
          <Text fw={600}>{msg.deleteAccountIntro}</Text>
          <List spacing="xs" size="sm">
            <List.Item>{msg.deleteAccountRenewal}</List.Item>
            <List.Item>{msg.deleteAccountPosts}</List.Item>
            <List.Item>{msg.deleteAccountPersonal}</List.Item>
            <List.Item>{msg.deleteAccountRecords}</List.Item>
          </List>
          <Text size="sm">{fillMessage(msg.deleteAccountEmail, { email })}</Text>
          <Text size="sm">
            <Anchor component="button" type="button" onClick={onDownload} disabled={downloading}>
              {msg.deleteAccountExportFirst}
            </Anchor>
          </Text>
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          {hasPassword ? (
            <PasswordInput
              label={msg.deleteAccountPassword}
              autoComplete="current-password"
              data-autofocus
              {...form.getInputProps('password')}
            />
          ) : (
            <Alert color="blue" variant="light">
              {fillMessage(msg.deleteAccountRecentSignIn, {
                provider: provider === 'google' ? 'Google' : provider === 'facebook' ? 'Facebook' : provider,
              })}
            </Alert>
          )}
          <TextInput
            label={fillMessage(msg.deleteAccountTypeLabel, { word })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.getInputProps('confirmation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {msg.deleteAccountCancel}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {msg.deleteAccountConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
