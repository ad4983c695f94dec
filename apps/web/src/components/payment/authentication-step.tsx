import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { authenticationRequired, endpoints, fillMessage, msg, type PaymentResult } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api';
import { stripeFor } from './stripe-loader';

/** A payment the card issuer wants the member to confirm (3-D Secure). */
export interface PendingAuthentication {
  paymentId: number;
  clientSecret: string;
}

/** The server's 402 "confirm this payment" answer, or null for any other error. */
export function authenticationOf(error: unknown): PendingAuthentication | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  if (error.errors.next_action !== authenticationRequired) return null;
  const paymentId = Number(error.errors.payment_id);
  const clientSecret = error.errors.client_secret;
  return paymentId > 0 && clientSecret ? { paymentId, clientSecret } : null;
}

/** After the step: the server asks the processor again and grants what was paid for. */
export const confirmPayment = (paymentId: number) =>
  call(endpoints.billing.confirmPayment, { body: { payment_id: paymentId } });

/** Stripe runs its own 3-D Secure step (the bank's page in a frame) through Stripe.js. */
export async function authenticateWithStripe(publishableKey: string, pending: PendingAuthentication) {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new ApiError(0, msg.errorProcessingCard);
  // A failed or abandoned step is reported by confirm-payment with the right message.
  await stripe.handleNextAction({ clientSecret: pending.clientSecret });
  return confirmPayment(pending.paymentId);
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page: the member completes or fails the
 * authentication, then the payment is confirmed on the server.
 */
export function SandboxAuthentication({
  pending,
  amountText,
  item,
  onConfirmed,
  onError,
}: {
  pending: PendingAuthentication | null;
  amountText: string;
  item: string;
  onConfirmed: (result: PaymentResult) => void;
  onError: (error: unknown) => void;
}) {
  const step = useMutation({
    mutationFn: async ({ at, result }: { at: PendingAuthentication; result: 'succeeded' | 'failed' }) => {
      await call(endpoints.billing.sandboxAuthenticate, {
        body: { client_secret: at.clientSecret, result },
        anonymous: true,
      });
      return confirmPayment(at.paymentId);
    },
    onSuccess: onConfirmed,
    onError,
  });
  const busy = step.isPending ? step.variables.result : null;

  function finish(result: 'succeeded' | 'failed') {
    if (pending) step.mutate({ at: pending, result });
  }

  return (
    <Modal
      opened={!!pending}
      onClose={() => onError(new ApiError(402, msg.paymentAuthenticationFailed))}
      title={msg.authenticateTitle}
      closeOnClickOutside={false}
      centered
    >
      <Stack>
        <Text size="sm">{fillMessage(msg.authenticateBody, { amount: amountText, item })}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => finish('failed')}
            loading={busy === 'failed'}
            disabled={!!busy}
          >
            {msg.authenticateFail}
          </Button>
          <Button onClick={() => finish('succeeded')} loading={busy === 'succeeded'} disabled={!!busy}>
            {msg.authenticateComplete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
