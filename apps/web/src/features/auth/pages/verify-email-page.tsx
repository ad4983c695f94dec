import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { homeFor, msg } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { authModal } from '../../../lib/auth-modal';
import { canReturnTo } from '../../../lib/return-to';
import { sessionStore, useSession } from '../../../lib/session';
import { registerDevice } from '../api/auth-api';
import { verifyEmailRequest, verifyKeys } from '../api/verify-api';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationButton } from '../components/email-verification';

/**
 * /verify-email?token=…: the link of the sign-up e-mail (it makes the account and signs in) or
 * of a verification e-mail. Each link works once.
 */
export default function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { role, isLoggedIn } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const verify = useMutation({
    mutationFn: verifyEmailRequest,
    onSuccess: async (answer) => {
      if ('access_token' in answer) {
        // A sign-up's link (decision 930): it made the account; the member starts signed in.
        sessionStore.set(answer);
        await registerDevice(true);
        const back = authModal.takeIntent()?.returnTo;
        navigate(canReturnTo(back, 'user') ? back : '/user-home-page', { replace: true });
        return;
      }
      sessionStore.updateUser({ email_verified: true });
      void client.invalidateQueries({ queryKey: verifyKeys.detail });
    },
  });
  const { mutate } = verify;
  const sent = useRef(false);

  useEffect(() => {
    // One request per link, even when React runs the effect twice.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const state = !token
    ? { ok: false, message: msg.emailVerifyLinkInvalid }
    : verify.data
      ? { ok: true, message: verify.data.msg }
      : verify.error
        ? { ok: false, message: errorMessage(verify.error) }
        : null;

  return (
    <AuthCard title={msg.emailVerifyPageTitle}>
      {!state ? (
        <Stack align="center" py="md" role="status">
          <Loader aria-label={msg.emailVerifyChecking} />
          <Text c="dimmed">{msg.emailVerifyChecking}</Text>
        </Stack>
      ) : (
        <Stack>
          <Alert color={state.ok ? 'green' : 'red'} variant="light" role={state.ok ? 'status' : 'alert'}>
            {state.message}
          </Alert>
          {!state.ok && isLoggedIn && <ResendVerificationButton size="sm" />}
          <Button
            component={Link}
            to={isLoggedIn ? homeFor(role) : '/login'}
            variant={state.ok ? 'filled' : 'light'}
          >
            {isLoggedIn ? msg.emailVerifyHome : msg.emailVerifyLogIn}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
