import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VideoForm } from './video-form';

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <VideoForm /> }]);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const invalid = (label: RegExp) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';

describe('the admin video form', () => {
  it('clears a field’s error as soon as the field is valid, and only that one', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: msg.contentSaveChanges }));
    expect(invalid(/Video name/)).toBe(true);
    expect(invalid(/Description/)).toBe(true);
    expect(screen.getAllByText(msg.fieldRequired).length).toBeGreaterThanOrEqual(4);

    // Blank text is still missing: the error stays.
    fireEvent.change(screen.getByLabelText(/Video name/), { target: { value: '   ' } });
    expect(invalid(/Video name/)).toBe(true);

    fireEvent.change(screen.getByLabelText(/Video name/), { target: { value: 'Knife skills' } });
    expect(invalid(/Video name/)).toBe(false);
    expect(invalid(/Description/)).toBe(true);

    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Dicing an onion.' } });
    expect(invalid(/Description/)).toBe(false);
    // The image and the video are still missing.
    expect(screen.getAllByText(msg.fieldRequired)).toHaveLength(2);
  });

  it('keeps a cleared field valid until the next save, then marks it again when emptied', () => {
    renderForm();
    const name = screen.getByLabelText(/Video name/);
    fireEvent.click(screen.getByRole('button', { name: msg.contentSaveChanges }));
    fireEvent.change(name, { target: { value: 'Knife skills' } });
    expect(invalid(/Video name/)).toBe(false);
    // Emptying it again shows nothing until the member saves: no error while typing.
    fireEvent.change(name, { target: { value: '' } });
    expect(invalid(/Video name/)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: msg.contentSaveChanges }));
    expect(invalid(/Video name/)).toBe(true);
  });
});
