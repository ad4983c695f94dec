import { Alert, Button, Input, Loader, Paper, Stack, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';

/** The few parts of Stripe.js this page uses. */
interface StripeElement {
  mount(el: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(type: 'cardNumber' | 'cardExpiry' | 'cardCvc'): StripeElement };
  createPaymentMethod(opts: {
    type: 'card';
    card: StripeElement;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<void> | null = null;
/** Stripe.js must be loaded from js.stripe.com (never bundled), once per page. */
function loadStripeJs(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('stripe.js'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface StripeCardFormProps {
  publishableKey: string;
  amountText?: string;
  busy: boolean;
  error: string | null;
  children?: ReactNode;
  /** Called with a function that returns the Stripe payment method id (or throws). */
  onSubmit: (tokenize: () => Promise<string>) => void;
}

/**
 * "Add Your Card Details" with Stripe's own card fields: the number, expiry and CVV go
 * straight to Stripe, and the page only ever sees the payment method id.
 */
export function StripeCardForm({
  publishableKey,
  amountText,
  busy,
  error,
  children,
  onSubmit,
}: StripeCardFormProps) {
  const numberRef = useRef<HTMLDivElement>(null);
  const expiryRef = useRef<HTMLDivElement>(null);
  const cvcRef = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; number: StripeElement } | null>(null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    let mounted: StripeElement[] = [];
    let cancelled = false;
    loadStripeJs()
      .then(() => {
        if (cancelled || !window.Stripe || !numberRef.current || !expiryRef.current || !cvcRef.current)
          return;
        const js = window.Stripe(publishableKey);
        const elements = js.elements();
        const number = elements.create('cardNumber');
        const expiry = elements.create('cardExpiry');
        const cvc = elements.create('cardCvc');
        number.mount(numberRef.current);
        expiry.mount(expiryRef.current);
        cvc.mount(cvcRef.current);
        mounted = [number, expiry, cvc];
        stripe.current = { js, number };
      })
      .catch(() => setLoadError(true));
    return () => {
      cancelled = true;
      for (const el of mounted) el.destroy();
      stripe.current = null;
    };
  }, [publishableKey]);

  async function tokenize(): Promise<string> {
    const s = stripe.current;
    if (!s) throw new Error(msg.errorProcessingCard);
    const result = await s.js.createPaymentMethod({ type: 'card', card: s.number });
    if (!result.paymentMethod?.id) throw new Error(msg.errorProcessingCard);
    return result.paymentMethod.id;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!busy) onSubmit(tokenize);
  }

  const field = { padding: '10px 12px', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 };
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-label={msg.addYourCardDetails} aria-busy={busy}>
        <Stack>
          <Title order={2} size="h4">
            {msg.addYourCardDetails}
          </Title>
          <Input.Wrapper label={msg.cardNumberLabel}>
            <div ref={numberRef} style={field} />
          </Input.Wrapper>
          <Input.Wrapper label={`${msg.expiryMonthLabel} / ${msg.expiryYearLabel}`}>
            <div ref={expiryRef} style={field} />
          </Input.Wrapper>
          <Input.Wrapper label={msg.cvvLabel}>
            <div ref={cvcRef} style={field} />
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
            disabled={busy || loadError}
            leftSection={busy ? <Loader size="xs" /> : undefined}
          >
            {amountText ? `${msg.makePayment} ${amountText}` : msg.makePayment}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
