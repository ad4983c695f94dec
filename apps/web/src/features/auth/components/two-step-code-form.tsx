import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { msg, TwoStepCodeSchema } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { serverErrors, shownError, useContractForm } from '../../../lib/form';
import { afterLogin } from '../api/after-login';
import { twoStepLoginRequest } from '../api/auth-api';

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function TwoStepCodeForm({
  token,
  onDone,
  onRestart,
}: {
  token: string;
  onDone?: () => void;
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const form = useContractForm(TwoStepCodeSchema, { code: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const send = useMutation({
    mutationFn: async (values: typeof form.values) =>
      afterLogin(await twoStepLoginRequest({ two_step_token: token, code: values.code })),
    onSuccess: (target) => {
      onDone?.();
      if (target) navigate(target, { replace: true });
      else window.location.reload();
    },
    onError: (error) => {
      setNotice(error instanceof ApiError ? error.message : msg.somethingWentWrong);
      setExpired(error instanceof ApiError && error.status === 401);
      serverErrors(form, error);
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setNotice(null);
        send.mutate(values);
      })}
      noValidate
      aria-label="Two-step sign-in"
    >
      <Stack gap="sm">
        <Text>{msg.twoStepCodeNeeded} Lost your phone? Enter one of your recovery codes instead.</Text>
        {notice && (
          <Alert color="red" variant="light" role="alert">
            {notice}
          </Alert>
        )}
        <TextInput
          label="Code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          {...form.getInputProps('code')}
          error={shownError(form.errors.code as string | undefined)}
          required
        />
        <Button type="submit" loading={send.isPending} fullWidth>
          Verify
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart} fw={expired ? 700 : undefined}>
          Start again with your e-mail and password
        </Anchor>
      </Stack>
    </form>
  );
}
