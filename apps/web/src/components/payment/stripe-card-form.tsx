import { Alert, Button, Input, Loader, Paper, Stack, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { stripeFor } from './stripe-loader';

export interface StripeCardFormProps {
  publishableKey: string;
  amountText?: string;
  busy: boolean;
  error: string | null;
  /** The button's text instead of "Make Payment" (saving a card charges nothing). */
  submitLabel?: string;
  children?: ReactNode;
  /** Called with a function that returns the Stripe payment method id (or throws). */
  onSubmit: (tokenize: () => Promise<string>) => void;
}

/**
 * "Add Your Card Details" with Stripe's own card fields (Stripe.js through the official
 * React bindings): the number, expiry and CVV go straight to Stripe, and the page only ever
 * sees the payment method id.
 */
export function StripeCardForm(props: StripeCardFormProps) {
  const [loadError, setLoadError] = useState(false);
  const stripe = useMemo(
    () =>
      stripeFor(props.publishableKey).catch(() => {
        setLoadError(true);
        return null;
      }),
    [props.publishableKey],
  );
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} loadError={loadError} />
    </Elements>
  );
}

const fieldStyle = {
  padding: '10px 12px',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 4,
};

function CardFields({
  amountText,
  busy,
  error,
  submitLabel,
  children,
  onSubmit,
  loadError,
}: StripeCardFormProps & { loadError: boolean }) {
  const stripe = useStripe();
  const elements = useElements();

  async function tokenize(): Promise<string> {
    const number = elements?.getElement(CardNumberElement);
    if (!stripe || !number) throw new Error(msg.errorProcessingCard);
    const result = await stripe.createPaymentMethod({ type: 'card', card: number });
    if (!result.paymentMethod?.id) throw new Error(msg.errorProcessingCard);
    return result.paymentMethod.id;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!busy) onSubmit(tokenize);
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-label={msg.addYourCardDetails} aria-busy={busy}>
        <Stack>
          <Title order={2} size="h4">
            {msg.addYourCardDetails}
          </Title>
          <Input.Wrapper label={msg.cardNumberLabel}>
            <div style={fieldStyle}>
              <CardNumberElement />
            </div>
          </Input.Wrapper>
          <Input.Wrapper label={`${msg.expiryMonthLabel} / ${msg.expiryYearLabel}`}>
            <div style={fieldStyle}>
              <CardExpiryElement />
            </div>
          </Input.Wrapper>
          <Input.Wrapper label={msg.cvvLabel}>
            <div style={fieldStyle}>
              <CardCvcElement />
            </div>
          </Input.Wrapper>
          {children}
          {(error || loadError) && (
            <Alert color="red" role="alert">
              {error ?? msg.errorProcessingCard}
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            disabled={busy || loadError || !stripe}
            leftSection={busy ? <Loader size="xs" /> : undefined}
          >
            {submitLabel ?? (amountText ? `${msg.makePayment} ${amountText}` : msg.makePayment)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
