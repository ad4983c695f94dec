import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientWithSiteConfig } from '../../../test-fixtures/site-config';
import { RateForm } from './admin-store-page';

const saved = vi.hoisted(() => [] as unknown[]);

vi.mock('../api/admin-store-api', async (original) => ({
  ...(await original()),
  saveRate: async (id: number | null, input: unknown) => {
    saved.push([id, input]);
    return { msg: 'Saved', data: { results: [] } };
  },
}));

describe('shipping rate form', () => {
  it('takes the price in units of the currency with two decimals and sends cents', async () => {
    const onDone = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={clientWithSiteConfig()}>
          <MemoryRouter>
            <RateForm
              current={{ id: 4, name: 'Standard', price: 599, countries: [], active: true }}
              onDone={onDone}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const price = screen.getByRole('textbox', { name: /price/i }) as HTMLInputElement;
    expect(price.value).toBe('5.99');
    fireEvent.change(price, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved).toEqual([[4, expect.objectContaining({ name: 'Standard', price: 1250 })]]);
  });
});
