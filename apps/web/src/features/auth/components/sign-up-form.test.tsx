import { MantineProvider } from '@mantine/core';
import { fillMessage, msg } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../pages/login-page';
import { SignUpForm } from './sign-up-form';

function renderForm() {
  const router = createMemoryRouter([
    { path: '/', element: <SignUpForm /> },
    { path: '/login', element: <LoginPage /> },
  ]);
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

describe('a sign-up (new address or one with an account: the same answer)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the login page with the address filled in and says to check the e-mail', async () => {
    const notice = fillMessage(msg.signUpCheckEmail, { email: 'cook@example.com' });
    const answer = { msg: notice, email: 'cook@example.com', check_email: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 201 })),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Robin' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Cook' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'cook@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Kitchen2026' } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: 'Kitchen2026' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('status')).textContent).toBe(notice);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('cook@example.com');
  });
});
