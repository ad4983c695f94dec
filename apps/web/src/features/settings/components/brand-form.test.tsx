import { MantineProvider } from '@mantine/core';
import { type BrandSettings, msg } from '@simmer/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clientWithSiteConfig } from '../../../test-fixtures/site-config';
import { BrandForm } from './brand-form';

const saved = vi.hoisted(() => [] as unknown[]);
vi.mock('../api/settings-api', async (original) => ({
  ...(await original<typeof import('../api/settings-api')>()),
  updateSettings: async (body: unknown) => {
    saved.push(body);
    return { msg: 'Settings saved.', data: {} };
  },
}));

const settings: BrandSettings = {
  brand_name: 'Simmer',
  logo_url: null,
  favicon_url: null,
  primary_color: '#e8590c',
  contact_email: 'hello@simmer.dev',
  currency: 'USD',
  store_tax_rate_bps: 0,
  ship_from_name: null,
  ship_from_line1: null,
  ship_from_line2: null,
  ship_from_city: null,
  ship_from_region: null,
  ship_from_postal_code: null,
  ship_from_country: null,
  mail_from_name: null,
  mail_from_email: 'no-reply@simmer.dev',
};

function renderForm() {
  render(
    <MantineProvider>
      <QueryClientProvider client={clientWithSiteConfig()}>
        <BrandForm settings={settings} defaults={settings} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the brand settings form', { timeout: 60_000 }, () => {
  it('previews the name as it is typed, and refuses an empty one without sending anything', async () => {
    renderForm();
    const name = screen.getByRole('textbox', { name: /Brand name/ });
    fireEvent.change(name, { target: { value: 'Basil House' } });
    expect(screen.getByTestId('brand-preview-name').textContent).toBe('Basil House');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText(msg.settingsBrandNameInvalid)).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('sends the settings, an emptied optional field as none', async () => {
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Brand name/ }), {
      target: { value: 'Basil House' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /City/ }), { target: { value: 'Lyon' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ brand_name: 'Basil House', ship_from_city: 'Lyon', mail_from_name: '' });
  });
});
