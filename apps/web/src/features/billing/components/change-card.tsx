import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Card, msg } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CardForm, StripeCardForm } from '../../../components/payment';
import { ApiError, errorMessage } from '../../../lib/api';
import { changeCard, tokenizeCard, useCard, usePaymentsConfig } from '../api/billing-api';

/** The card renewals charge, and a dialog to replace it (tokenized like a payment, charged nothing). */
export function ChangeCard() {
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const card = useCard();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function save(getToken: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      let token: string;
      try {
        token = await getToken();
      } catch (err) {
        setFieldErrors(err instanceof ApiError ? err.errors : {});
        setError(msg.errorProcessingCard);
        return;
      }
      const res = await changeCard(token);
      notifications.show({ color: 'green', message: res.msg });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

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
            onSubmit={save}
          />
        ) : (
          <CardForm
            busy={busy}
            error={error}
            fieldErrors={fieldErrors}
            submitLabel={msg.saveCard}
            onSubmit={(c: Card) => save(async () => (await tokenizeCard(c)).id)}
          />
        )}
      </Modal>
    </>
  );
}
