import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authModal } from '../../../lib/auth-modal';
import { LoginToComment } from './login-to-comment';

// The modal's store is shared by the files of a worker: one of them may have left it open.
beforeEach(() => authModal.close());
afterEach(() => authModal.close());

describe('a visitor under the comments', () => {
  it('gets "Log in to join the conversation" as a control that opens the login', () => {
    render(
      <MantineProvider>
        <LoginToComment />
      </MantineProvider>,
    );
    expect(authModal.get()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: msg.loginToComment }));
    expect(authModal.get()).toBe('login');
  });
});
