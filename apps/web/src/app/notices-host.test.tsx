import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A page still loading: a picture or frame that has not come yet holds the window's load event.
// The hosts' modules are loaded afresh for each test, so none has already seen the page load.
const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState');
let app: {
  MantineProvider: typeof import('@mantine/core').MantineProvider;
  modals: typeof import('@mantine/modals').modals;
  notifications: typeof import('@mantine/notifications').notifications;
  ModalsHost: typeof import('./modals-host').ModalsHost;
  NoticesHost: typeof import('./notices-host').NoticesHost;
};
beforeAll(() => {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
});
beforeEach(async () => {
  vi.resetModules();
  app = {
    MantineProvider: (await import('@mantine/core')).MantineProvider,
    modals: (await import('@mantine/modals')).modals,
    notifications: (await import('@mantine/notifications')).notifications,
    ModalsHost: (await import('./modals-host')).ModalsHost,
    NoticesHost: (await import('./notices-host')).NoticesHost,
  };
}, 60_000);
afterAll(() => {
  delete (document as { readyState?: unknown }).readyState;
  if (readyState) Object.defineProperty(Document.prototype, 'readyState', readyState);
});

// Each host's code is imported the first time it shows, which a busy machine takes its time over.
// The load event's wait ends after 5 s (`loadWaitMs`): what shows within it showed at once.
describe('hosts asked for before the page has loaded', { timeout: 60_000 }, () => {
  it('the notice answering a click shows at once, not once the page has loaded', async () => {
    const { MantineProvider, NoticesHost, notifications } = app;
    render(
      <MantineProvider>
        <NoticesHost />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      notifications.show({ message: 'Ingredients added to Weekend shop' });
    });
    expect(await screen.findByText('Ingredients added to Weekend shop', {}, { timeout: 4_000 })).toBeTruthy();
  });

  it('a confirmation asked for while the page loads opens at once', async () => {
    const { MantineProvider, ModalsHost, modals } = app;
    render(
      <MantineProvider>
        <ModalsHost />
      </MantineProvider>,
    );
    act(() => {
      modals.openConfirmModal({
        title: 'Delete this list?',
        labels: { confirm: 'Delete', cancel: 'Cancel' },
      });
    });
    expect(await screen.findByText('Delete this list?', {}, { timeout: 4_000 })).toBeTruthy();
  });
});
