import { MantineProvider } from '@mantine/core';
import { type Checkout, msg } from '@simmer/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientWithSiteConfig } from '../../../test-fixtures/site-config';
import StoreCheckoutPage from './store-checkout-page';

const paid: Checkout = {
  id: 9,
  kind: 'cart',
  status: 'paid',
  provider: 'embedded',
  web_url: null,
  line_items: [],
  item_count: 1,
  subtotal: 4900,
  shipping: 599,
  shipping_method: 'Standard',
  shipping_rate_id: 1,
  taxes: 0,
  total: 5499,
  currency: 'USD',
  email: 'member@example.com',
  shipping_address: null,
  reserved_until: null,
  order: { id: 42, number: '1042' },
};

vi.mock('../api/store-api', () => ({
  storeKeys: { checkout: (id: number) => ['store', 'checkout', id], cart: ['store', 'cart'] },
  useCheckout: () => ({ isPending: false, error: null, data: paid }),
  payCheckout: vi.fn(),
  announceCartChanged: vi.fn(),
}));
vi.mock('../../../components/payment', () => ({
  usePaymentsConfig: () => ({ isPending: false, data: { provider: 'sandbox' } }),
  CardForm: () => null,
  StripeCardForm: () => null,
  TestModeNotice: () => null,
  tokenizeCard: vi.fn(),
}));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ user: null }) }));

describe('the thank-you page', () => {
  it('links to the order that was just paid', async () => {
    const router = createMemoryRouter([{ path: '/checkout/:checkoutId', element: <StoreCheckoutPage /> }], {
      initialEntries: ['/checkout/9'],
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={clientWithSiteConfig()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText(msg.storeThankYou)).toBeTruthy();
    const link = screen.getByRole('link', { name: msg.storeViewOrder });
    expect(link.getAttribute('href')).toBe('/store-orders/42');
  });
});
