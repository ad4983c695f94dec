import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Stand-ins for Stripe.js and its React bindings: three card fields and createPaymentMethod. */
const stripe = {
  createPaymentMethod: vi.fn(),
};
const loadStripe = vi.fn(async (_key: string) => stripe);
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { createContext, useContext, useEffect, useState } = await import('react');
  const field = (name: string) => () => <div data-testid={name} />;
  const Ctx = createContext<unknown>(null);
  return {
    Elements: ({ stripe: promise, children }: { stripe: Promise<unknown>; children: ReactNode }) => {
      const [ready, setReady] = useState<unknown>(null);
      useEffect(() => {
        void promise.then(setReady);
      }, [promise]);
      return <Ctx.Provider value={ready}>{children}</Ctx.Provider>;
    },
    CardNumberElement: field('cardNumber'),
    CardExpiryElement: field('cardExpiry'),
    CardCvcElement: field('cardCvc'),
    useStripe: () => useContext(Ctx),
    useElements: () => (useContext(Ctx) ? { getElement: () => ({ kind: 'cardNumber' }) } : null),
  };
});

const { StripeCardForm } = await import('./stripe-card-form');

function renderForm(onSubmit: (tokenize: () => Promise<string>) => void) {
  render(
    <MantineProvider>
      <StripeCardForm
        publishableKey="pk_test_x"
        amountText="$9.99"
        busy={false}
        error={null}
        onSubmit={onSubmit}
      />
    </MantineProvider>,
  );
}

describe('StripeCardForm', () => {
  beforeEach(() => {
    stripe.createPaymentMethod.mockReset();
  });

  it("loads Stripe.js for the key, shows Stripe's card fields and hands over the payment method id", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_card_visa' } });
    let tokenize: (() => Promise<string>) | null = null;
    renderForm((t) => {
      tokenize = t;
    });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_x');
    expect(screen.getByTestId('cardNumber')).toBeTruthy();
    expect(screen.getByTestId('cardExpiry')).toBeTruthy();
    expect(screen.getByTestId('cardCvc')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Make Payment $9.99' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(tokenize).not.toBeNull();
    await expect(tokenize!()).resolves.toBe('pm_card_visa');
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(expect.objectContaining({ type: 'card' }));
  });

  it('a refused card reads Error Processing Card', async () => {
    stripe.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    let tokenize: (() => Promise<string>) | null = null;
    renderForm((t) => {
      tokenize = t;
    });
    const button = screen.getByRole('button', { name: 'Make Payment $9.99' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await expect(tokenize!()).rejects.toThrow(msg.errorProcessingCard);
  });
});
