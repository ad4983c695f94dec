import { Alert, Container, Stack } from '@mantine/core';
import { type Card, msg } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CardForm, StripeCardForm, TestModeNotice } from '../../../components/payment';
import { ApiError } from '../../../lib/api';
import { tokenizeCard, usePaymentsConfig } from '../api/billing-api';

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

/**
 * /mobile-payment-checkout/:tokenId: the embedded card form of the mobile app. The
 * tokenization result goes to the host app, which calls the payment endpoints itself.
 */
export default function MobilePaymentCheckoutPage() {
  const { tokenId = '' } = useParams();
  const config = usePaymentsConfig();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  /** The card is tokenized here and handed to the host app, which calls the payment endpoints itself. */
  const handOver = useMutation({
    mutationFn: async (getToken: () => Promise<{ id: string; card?: object }>) => {
      const token = await getToken();
      const message = JSON.stringify({
        type: 'payment_method',
        token_id: tokenId,
        payment_method_id: token.id,
        card: token.card ?? null,
      });
      if (window.ReactNativeWebView) window.ReactNativeWebView.postMessage(message);
      else window.parent.postMessage(message, '*');
    },
    onSuccess: () => setDone(true),
    onError: (err) => setFieldErrors(err instanceof ApiError ? err.errors : {}),
  });
  const busy = handOver.isPending;
  const error = handOver.isError ? msg.errorProcessingCard : null;
  const submit = (getToken: () => Promise<{ id: string; card?: object }>) => handOver.mutate(getToken);

  return (
    <Container size="xs" py="md">
      <Stack>
        <TestModeNotice config={config.data} />
        {done ? (
          <Alert color="green">{msg.cardHandedToApp}</Alert>
        ) : config.data?.processor === 'stripe' && config.data.publishable_key ? (
          <StripeCardForm
            publishableKey={config.data.publishable_key}
            busy={busy}
            error={error}
            onSubmit={(tokenize) => submit(async () => ({ id: await tokenize() }))}
          />
        ) : (
          <CardForm
            mobile
            busy={busy}
            error={error}
            fieldErrors={fieldErrors}
            onSubmit={(card: Card) => submit(() => tokenizeCard(card))}
          />
        )}
      </Stack>
    </Container>
  );
}
