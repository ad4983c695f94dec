import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalsHost } from './modals-host';

describe('ModalsHost', () => {
  it('opens a confirmation asked for before its code had loaded', async () => {
    modals.openConfirmModal({ title: 'Delete this list?', labels: { confirm: 'Delete', cancel: 'Cancel' } });
    render(
      <MantineProvider>
        <ModalsHost />
      </MantineProvider>,
    );
    expect(await screen.findByText('Delete this list?')).toBeTruthy();
  });
});
