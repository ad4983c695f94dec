import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientWithSiteConfig } from '../../../test-fixtures/site-config';
import AdminHomePage from './admin-home-page';

const exported = vi.hoisted(() => [] as unknown[]);

vi.mock('../api/users', () => ({
  useUsers: () => ({ isLoading: false, isFetching: false, error: null, data: { count: 3, results: [] } }),
  exportUsers: async (which: unknown) => {
    exported.push(which);
  },
}));
vi.mock('../components/admin-tabs', () => ({ UserDataTabs: () => null }));
vi.mock('../components/member-data-actions', () => ({ MemberDataActions: () => null }));

describe('user information export', () => {
  it('says "all" only when no filter narrows the list, and says how many it exports otherwise', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={clientWithSiteConfig()}>
          <MemoryRouter>
            <AdminHomePage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: msg.usersExportAll })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'sam' } });
    const narrowed = await screen.findByRole(
      'button',
      { name: 'Export 3 matching as CSV' },
      { timeout: 3000 },
    );
    expect(screen.queryByRole('button', { name: msg.usersExportAll })).toBeNull();
    fireEvent.click(narrowed);
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(exported[0]).toMatchObject({ all: true, filters: { search_name_email: 'sam' } });
  });
});
