import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { msg, type OrderDetail } from '@simmer/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientWithSiteConfig } from '../../../test-fixtures/site-config';
import AdminOrderPage from './admin-order-page';

const order: OrderDetail = {
  id: 3,
  number: '1003',
  source: 'embedded',
  status: 'paid',
  item_count: 1,
  total: 5499,
  currency: 'USD',
  email: 'member@example.com',
  customer: 'Sam Member',
  tracking_number: null,
  created: '2026-01-01T00:00:00.000Z',
  first_image: null,
  lines: [],
  subtotal: 4900,
  shipping: 599,
  shipping_method: 'Standard',
  taxes: 0,
  shipping_address: null,
  fulfilled_at: null,
  shipped_at: null,
  refunded_at: null,
  refundable: false,
};

const shipped = vi.hoisted(() => [] as [number, string][]);

vi.mock('../api/admin-store-api', () => ({
  adminStoreKeys: { order: (id: number) => ['admin-store', 'order', id] },
  useAdminOrder: () => ({ isPending: false, error: null, data: order }),
  shipOrder: async (id: number, tracking: string) => {
    shipped.push([id, tracking]);
    return { msg: 'Shipped', data: { ...order, status: 'shipped', tracking_number: tracking } };
  },
  fulfilOrder: vi.fn(),
  refundOrder: vi.fn(),
}));

function renderPage() {
  const router = createMemoryRouter([{ path: '/store-admin/orders/:orderId', element: <AdminOrderPage /> }], {
    initialEntries: ['/store-admin/orders/3'],
  });
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={clientWithSiteConfig()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('shipping an order', () => {
  it('asks for a tracking number once, then ships with the trimmed number', async () => {
    renderPage();
    const ship = screen.getByRole('button', { name: 'Mark shipped' });
    fireEvent.click(ship);
    expect(screen.getAllByText(msg.storeTrackingRequired)).toHaveLength(1);
    expect(shipped).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(msg.storeTrackingNumber), { target: { value: ' 1Z999 ' } });
    expect(screen.queryByText(msg.storeTrackingRequired)).toBeNull();
    fireEvent.click(ship);
    await waitFor(() => expect(shipped).toEqual([[3, '1Z999']]));
  });
});
