import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StripeCardForm } from './stripe-card-form';

/** A stand-in for Stripe.js: the page mounts three elements and asks for a payment method. */
function fakeStripe(result: { paymentMethod?: { id: string }; error?: { message: string } }) {
  const mounted: string[] = [];
  const createPaymentMethod = vi.fn(async () => result);
  window.Stripe = () => ({
    elements: () => ({
      create: (type) => ({
        mount: () => mounted.push(type),
        destroy: () => {},
      }),
    }),
    createPaymentMethod,
  });
  return { mounted, createPaymentMethod };
}

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
  afterEach(() => {
    delete window.Stripe;
  });

  it("mounts Stripe's card fields and hands over the payment method id", async () => {
    const stripe = fakeStripe({ paymentMethod: { id: 'pm_card_visa' } });
    let tokenize: (() => Promise<string>) | null = null;
    renderForm((t) => {
      tokenize = t;
    });
    await waitFor(() => expect(stripe.mounted).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']));
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment $9.99' }));
    expect(tokenize).not.toBeNull();
    await expect(tokenize!()).resolves.toBe('pm_card_visa');
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(expect.objectContaining({ type: 'card' }));
  });

  it('a refused card reads Error Processing Card', async () => {
    const stripe = fakeStripe({ error: { message: 'Your card number is incomplete.' } });
    let tokenize: (() => Promise<string>) | null = null;
    renderForm((t) => {
      tokenize = t;
    });
    await waitFor(() => expect(stripe.mounted).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment $9.99' }));
    await expect(tokenize!()).rejects.toThrow(msg.errorProcessingCard);
  });
});
