import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignUpForm } from './sign-up-form';

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <SignUpForm /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the sign-up form', () => {
  it('says "All fields are required!" once for an empty form and marks each empty field', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('All fields are required!');
    expect(screen.getAllByText('All fields are required!')).toHaveLength(1);
    const first = screen.getByLabelText(/First name/);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    // Filling a field clears its mark at once.
    fireEvent.change(first, { target: { value: 'Robin' } });
    expect(first.getAttribute('aria-invalid') ?? 'false').toBe('false');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });
});
