import { Alert, Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fillMessage, msg } from '@simmer/contracts';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { resendVerificationRequest, useUserDetail, verifyKeys } from '../api/verify-api';

/** Sends a new verification link, with the server's answer as a notice. */
export function ResendVerificationButton({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: resendVerificationRequest,
    onSuccess: (res) => notifications.show({ color: 'green', message: res.msg }),
    onError: async (error) => {
      notifications.show({ color: 'red', message: errorMessage(error) });
      await client.invalidateQueries({ queryKey: verifyKeys.detail });
    },
  });
  return (
    <Button
      size={size}
      variant="light"
      leftSection={<IconMailForward size={16} />}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
    >
      {msg.emailVerifyResend}
    </Button>
  );
}

/** The profile's line under the e-mail address: a Verified badge, or Not verified with a resend. */
export function EmailVerificationStatus() {
  const detail = useUserDetail();
  if (!detail.data) return null;
  if (detail.data.email_verified)
    return (
      <Badge
        color="green"
        variant="light"
        leftSection={<IconCircleCheck size={14} />}
        data-testid="email-verified"
      >
        {msg.emailVerifiedBadge}
      </Badge>
    );
  return (
    <Group gap="xs" justify="center" data-testid="email-not-verified">
      <Badge color="yellow" variant="light">
        {msg.emailNotVerifiedBadge}
      </Badge>
      <ResendVerificationButton />
    </Group>
  );
}

/** The member home's reminder while the address is not confirmed. */
export function VerifyEmailReminder() {
  const detail = useUserDetail();
  if (!detail.data || detail.data.email_verified) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="verify-reminder">
      <Group justify="space-between" gap="sm">
        <span>{fillMessage(msg.emailVerifyNudge, { email: detail.data.email })}</span>
        <ResendVerificationButton />
      </Group>
    </Alert>
  );
}
