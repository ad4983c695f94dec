import { MantineProvider } from '@mantine/core';
import { type AccountRole, msg, type Permission } from '@simmer/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { authModal } from '../lib/auth-modal';
import { sessionStore } from '../lib/session';
import { Guard } from './guard';

function renderAt(path: string, guard: 'open' | 'user' | 'account' | 'admin', permission?: Permission) {
  const router = createMemoryRouter(
    [
      {
        path: '/page',
        element: (
          <Guard guard={guard} permission={permission}>
            protected page
          </Guard>
        ),
      },
      { path: '/shopping-store', element: <Guard guard={guard}>store page</Guard> },
      { path: '/home-page-new', element: <>public home</> },
      { path: '/two-step', element: <>two-step page</> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/** An access token whose payload the page may read (the signature is the server's business). */
const tokenWith = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

const as = (role: AccountRole, access_token = 'a') =>
  sessionStore.set({
    access_token,
    refresh_token: 'r',
    user: {
      id: 1,
      role,
      email: 'x@y.com',
      first_name: 'X',
      last_name: 'Y',
      profile_image: null,
      provider: 'email',
      membership_expired: false,
      email_verified: true,
    },
  });

describe('route guards (spec 000 §2)', () => {
  beforeEach(() => {
    sessionStore.clear();
    authModal.close();
  });

  it.each([
    ['visitor', null, 'open', 'protected page'],
    ['visitor', null, 'user', 'public home'],
    ['visitor', null, 'admin', 'public home'],
    ['member', 'user', 'user', 'protected page'],
    ['member', 'user', 'admin', 'public home'],
    ['admin', 'admin', 'admin', 'protected page'],
    ['admin', 'admin', 'user', 'public home'],
    ['admin', 'admin', 'open', 'protected page'],
    ['owner', 'owner', 'admin', 'protected page'],
    ['editor', 'editor', 'admin', 'protected page'],
    ['owner', 'owner', 'user', 'public home'],
    ['member', 'user', 'account', 'protected page'],
    ['owner', 'owner', 'account', 'protected page'],
    ['visitor', null, 'account', 'public home'],
  ] as const)('a %s on a %s… route sees the right page', (_, role, guard, expected) => {
    if (role) as(role);
    renderAt('/page', guard);
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it('sends staff who must set up two-step sign-in to it from an admin page', () => {
    as('editor', tokenWith({ role: 'editor', tsp: true }));
    renderAt('/page', 'admin');
    expect(screen.getByText('two-step page')).toBeTruthy();
  });

  it('lets enrolled staff through', () => {
    as('editor', tokenWith({ role: 'editor' }));
    renderAt('/page', 'admin');
    expect(screen.getByText('protected page')).toBeTruthy();
  });

  it('a visitor on a member page gets the login modal with the reason and the way back', () => {
    renderAt('/shopping-store?tab=2', 'user');
    expect(screen.getByText('public home')).toBeTruthy();
    expect(authModal.get()).toBe('login');
    expect(authModal.intent()).toEqual({ reason: msg.loginForStore, returnTo: '/shopping-store?tab=2' });
  });

  it('a member who logs out on a member page goes home without a login prompt', async () => {
    as('user');
    renderAt('/page', 'user');
    expect(screen.getByText('protected page')).toBeTruthy();
    sessionStore.clear();
    expect(await screen.findByText('public home')).toBeTruthy();
    expect(authModal.get()).toBeNull();
  });
});

describe('admin pages by permission', () => {
  beforeEach(() => sessionStore.clear());

  it.each([
    ['owner', 'audit', true],
    ['admin', 'audit', false],
    ['admin', 'members', true],
    ['editor', 'content', true],
    ['editor', 'members', false],
    ['moderator', 'reports', true],
    ['moderator', 'content', false],
    ['support', 'orders', true],
    ['support', 'home', false],
  ] as const)('a %s on a page needing %s sees it: %s', (role, permission, allowed) => {
    as(role);
    renderAt('/page', 'admin', permission);
    if (allowed) expect(screen.getByText('protected page')).toBeTruthy();
    else {
      expect(screen.queryByText('protected page')).toBeNull();
      expect(screen.getByText(/You do not have access to this page/)).toBeTruthy();
    }
  });

  it('sends a member away from every admin page', () => {
    as('user');
    renderAt('/page', 'admin', 'content');
    expect(screen.getByText('public home')).toBeTruthy();
  });
});
