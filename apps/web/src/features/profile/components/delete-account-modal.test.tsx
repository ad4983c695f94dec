import { MantineProvider } from '@mantine/core';
import { DELETE_ACCOUNT_WORD, msg } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import DeleteAccountModal from './delete-account-modal';

const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('../api/account-data-api', () => ({
  deleteMyAccount: async (body: unknown) => {
    sent.push(body);
    return { msg: msg.accountDeleted };
  },
}));

function renderModal(hasPassword: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/user-profile',
        element: (
          <DeleteAccountModal
            email="ana@example.com"
            hasPassword={hasPassword}
            provider={hasPassword ? 'email' : 'google'}
            onClose={() => undefined}
            onDownload={() => undefined}
            downloading={false}
          />
        ),
      },
      { path: '/home-page-new', element: <p>home</p> },
    ],
    { initialEntries: ['/user-profile'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const wordField = () => screen.getByLabelText(`Type ${DELETE_ACCOUNT_WORD} to confirm`);

describe('the delete-account dialog', () => {
  it('says what happens, and sends nothing without the password and the typed word', async () => {
    sent.length = 0;
    renderModal(true);
    expect(screen.getByText(msg.deleteAccountPosts)).toBeTruthy();
    expect(
      screen.getByText('We send a last e-mail to ana@example.com to confirm the deletion.'),
    ).toBeTruthy();
    fireEvent.change(wordField(), { target: { value: 'delete' } });
    fireEvent.click(screen.getByRole('button', { name: msg.deleteAccountConfirm }));
    expect(await screen.findByText(`Please type ${DELETE_ACCOUNT_WORD} to confirm.`)).toBeTruthy();
    fireEvent.change(wordField(), { target: { value: DELETE_ACCOUNT_WORD } });
    fireEvent.click(screen.getByRole('button', { name: msg.deleteAccountConfirm }));
    expect(await screen.findByText(msg.deleteAccountPasswordRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the password and the word, then leaves for the public home', async () => {
    sent.length = 0;
    const router = renderModal(true);
    fireEvent.change(screen.getByLabelText(msg.deleteAccountPassword), { target: { value: 'Kitchen2026' } });
    fireEvent.change(wordField(), { target: { value: DELETE_ACCOUNT_WORD } });
    fireEvent.click(screen.getByRole('button', { name: msg.deleteAccountConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home-page-new'));
    expect(sent).toEqual([{ password: 'Kitchen2026', confirmation: DELETE_ACCOUNT_WORD }]);
  });

  it('asks an account without a password for a recent sign-in instead', async () => {
    sent.length = 0;
    renderModal(false);
    expect(screen.queryByLabelText(msg.deleteAccountPassword)).toBeNull();
    expect(screen.getByText(/Your account signs in with Google/)).toBeTruthy();
    fireEvent.change(wordField(), { target: { value: DELETE_ACCOUNT_WORD } });
    fireEvent.click(screen.getByRole('button', { name: msg.deleteAccountConfirm }));
    await waitFor(() => expect(sent).toEqual([{ password: undefined, confirmation: DELETE_ACCOUNT_WORD }]));
  });
});
