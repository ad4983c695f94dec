import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Card, msg } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CardForm, StripeCardForm } from '../../../components/payment';
import { ApiError, errorMessage } from '../../../lib/api';
import { changeCard, tokenizeCard, useCard, usePaymentsConfig } from '../api/billing-api';

/** The card could not be tokenized: nothing was sent. */
class CardRefused extends Error {
  constructor(readonly reason: unknown) {
    super(msg.errorProcessingCard);
  }
}

/** The card renewals charge, and a dialog to replace it (tokenized like a payment, charged nothing). */
export function ChangeCard() {
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const card = useCard();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: async (getToken: () => Promise<string>) => {
      let token: string;
      try {
        token = await getToken();
      } catch (err) {
        throw new CardRefused(err);
      }
      return changeCard(token);
    },
    onMutate: () => {
      setError(null);
      setFieldErrors({});
    },
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
    onError: (err) => {
      if (err instanceof CardRefused) {
        setFieldErrors(err.reason instanceof ApiError ? err.reason.errors : {});
        setError(msg.errorProcessingCard);
      } else setError(errorMessage(err));
    },
  });
  const busy = save.isPending;

  const current = card.data?.data.card;
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        <Text>
          {msg.cardOnFile}:{' '}
          <strong data-testid="card-on-file">
            {current ? `${current.brand} •••• ${current.last4}` : msg.noCardOnFile}
          </strong>
        </Text>
        <Button variant="default" onClick={() => setOpen(true)}>
          {msg.changeCardAction}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={msg.changeCardTitle} centered>
        {config.data?.processor === 'stripe' && config.data.publishable_key ? (
          <StripeCardForm
            publishableKey={config.data.publishable_key}
            busy={busy}
            error={error}
            submitLabel={msg.saveCard}
            onSubmit={(tokenize) => save.mutate(tokenize)}
          />
        ) : (
          <CardForm
            busy={busy}
            error={error}
            fieldErrors={fieldErrors}
            submitLabel={msg.saveCard}
            onSubmit={(c: Card) => save.mutate(async () => (await tokenizeCard(c)).id)}
          />
        )}
      </Modal>
    </>
  );
}
