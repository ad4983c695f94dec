import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalsHost } from './modals-host';

describe('ModalsHost', () => {
  it('opens a confirmation asked for before its code had loaded', { timeout: 60_000 }, async () => {
    modals.openConfirmModal({ title: 'Delete this list?', labels: { confirm: 'Delete', cancel: 'Cancel' } });
    render(
      <MantineProvider>
        <ModalsHost />
      </MantineProvider>,
    );
    expect(await screen.findByText('Delete this list?', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
