import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientWithSiteConfig } from '../../../test-fixtures/site-config';
import UserPlanDetailsPage from './user-plan-details-page';

const asked = vi.hoisted(() => [] as boolean[]);

vi.mock('../api/billing-api', () => ({
  // Right after an upgrade: the cached plan still says monthly while the fresh one is fetched.
  useMembership: () => ({
    isPending: false,
    isFetching: true,
    data: {
      membership_type: {
        membership_expired: false,
        end_date: '2027-01-01T00:00:00.000Z',
        recurring: false,
        membership: { membership_type: 'monthly' },
      },
    },
  }),
  useUpgradeAmount: (enabled: boolean) => {
    asked.push(enabled);
    return { data: undefined, isPending: !enabled };
  },
  cancelRenewal: vi.fn(),
  resumeRenewal: vi.fn(),
  storedPlan: { set: vi.fn(), get: vi.fn() },
}));
vi.mock('../components/change-card', () => ({ ChangeCard: () => null }));
vi.mock('../components/invoice-list', () => ({ InvoiceList: () => <p>invoices</p> }));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ user: null }) }));

describe('plan details', () => {
  it('does not ask the upgrade amount of a plan still being refreshed', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={clientWithSiteConfig()}>
          <MemoryRouter>
            <UserPlanDetailsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('invoices')).toBeTruthy();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((e) => e === false)).toBe(true);
  });
});
