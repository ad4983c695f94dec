import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientWithSiteConfig } from '../../../test-fixtures/site-config';
import PremiumPlansPage from './premium-plans-page';

vi.mock('../api/billing-api', () => ({
  usePricing: () => ({
    isPending: false,
    error: null,
    data: {
      data: [
        { membership_type: 'monthly', price: 999 },
        { membership_type: 'annual', price: 9999 },
        { membership_type: 'per_product', price: 299 },
      ],
    },
  }),
  useMembership: () => ({
    isPending: false,
    error: null,
    data: {
      membership_type: {
        membership_expired: false,
        end_date: '2027-01-01T00:00:00.000Z',
        recurring: true,
        membership: { membership_type: 'annual' },
      },
    },
  }),
  storedPlan: { set: vi.fn(), get: vi.fn() },
  storedProduct: { get: () => null, set: vi.fn() },
}));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ user: null }) }));

describe('premium plans', () => {
  it('tells an annual member why Monthly cannot be chosen, on the page', async () => {
    const router = createMemoryRouter(
      [
        { path: '/premium-plans', element: <PremiumPlansPage /> },
        { path: '/user-plan-details', element: <p>plan details</p> },
      ],
      { initialEntries: ['/premium-plans'] },
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={clientWithSiteConfig()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const choose = await screen.findAllByRole('button', { name: msg.choosePlan });
    fireEvent.click(choose[0]!);
    expect((await screen.findByRole('alert')).textContent).toContain(msg.planNoDowngrade);
    expect(router.state.location.pathname).toBe('/premium-plans');
  });
});
