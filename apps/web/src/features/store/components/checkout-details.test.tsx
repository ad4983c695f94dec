import { MantineProvider } from '@mantine/core';
import { type Checkout, msg } from '@simmer/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientWithSiteConfig } from '../../../test-fixtures/site-config';
import { CheckoutDetailsForm } from './checkout-details';

const api = vi.hoisted(() => ({
  rates: [] as { id: number; name: string; price: number; countries: string[]; active: boolean }[],
  saved: [] as unknown[],
}));

vi.mock('../api/store-api', () => ({
  useShippingRates: () => ({ isPending: false, data: { results: api.rates } }),
  saveCheckoutDetails: async (_id: number, body: unknown) => {
    api.saved.push(body);
    return { msg: 'Saved', data: checkout };
  },
}));

const checkout: Checkout = {
  id: 4,
  kind: 'cart',
  status: 'open',
  provider: 'embedded',
  web_url: null,
  line_items: [],
  item_count: 1,
  subtotal: 1000,
  shipping: 0,
  shipping_method: null,
  shipping_rate_id: null,
  taxes: 0,
  total: 1000,
  currency: 'USD',
  email: null,
  shipping_address: null,
  reserved_until: null,
  order: null,
};

function renderForm(onSaved = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={clientWithSiteConfig()}>
        <CheckoutDetailsForm checkout={checkout} defaultEmail="member@example.com" onSaved={onSaved} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onSaved;
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: msg.storeContinueToPayment }));

describe('the checkout details form', () => {
  beforeEach(() => {
    api.rates = [{ id: 7, name: 'Standard', price: 599, countries: ['US'], active: true }];
    api.saved = [];
  });

  it('shows every problem at once: required fields, the postcode of the country and the shipping method', () => {
    renderForm();
    fill(/^Postcode/, '9410');
    submit();
    expect(screen.getAllByText(msg.allFieldsRequired).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Enter a valid postcode for United States, like 94103.')).toBeTruthy();
    expect(screen.getByText(msg.storeShippingRequired)).toBeTruthy();
    expect(api.saved).toHaveLength(0);
  });

  it('says there is no shipping method when none delivers to the country', () => {
    api.rates = [];
    renderForm();
    submit();
    expect(screen.getAllByText(msg.storeNoShippingRates).length).toBeGreaterThanOrEqual(2);
  });

  it('sends the details once they are right', async () => {
    const onSaved = renderForm();
    fill(/^Full name/, 'Sam Member');
    fill(/^Address/, '1 Market St');
    fill(/^City/, 'San Francisco');
    fill(/^State \/ region/, 'CA');
    fill(/^Postcode/, '94103');
    fireEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(checkout));
    expect(api.saved).toEqual([
      {
        email: 'member@example.com',
        shipping_address: {
          name: 'Sam Member',
          line1: '1 Market St',
          line2: '',
          city: 'San Francisco',
          region: 'CA',
          postcode: '94103',
          country: 'US',
        },
        shipping_rate_id: 7,
      },
    ]);
  });
});
