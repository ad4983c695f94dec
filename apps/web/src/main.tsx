import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// First: a page the server sent drawn puts its data in the cache before anything asks for it.
import './app/served-state';

import { servedPageGlobals } from '@simmer/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, queryClient } from './app/providers';
import { openedPage } from './app/router';
import { servedPage } from './app/served-state';
import { startServiceWorker } from './lib/service-worker';
import { siteConfigQuery } from './lib/site-config';

// The first render waits (up to 3 s) for what it cannot draw without: the opened page's code
// and the site configuration, both already on their way. It then draws the page at once, not a
// loader that React would keep on screen a while longer, and in a transition: React renders in
// short slices instead of one long task that would block input.
const ready = Promise.all([openedPage, queryClient.prefetchQuery(siteConfigQuery)]);
type ServedWindow = Window & {
  [servedPageGlobals.earlyClicks]?: HTMLElement[];
  [servedPageGlobals.hydrated]?: boolean;
};

/**
 * Whether React has taken over `element`: it keeps its props on each element it hydrates. A
 * part whose code loads on its own (a recipe's cards) is hydrated a moment after the page.
 */
const hydratedElement = (element: Element) => Object.keys(element).some((k) => k.startsWith('__reactProps$'));

/**
 * Buttons of a drawn page clicked before it was hydrated were kept by the server's page gate:
 * each is clicked again once React has hydrated it (within 10 s; then it is clicked anyway).
 */
function replayEarlyClicks() {
  const w = window as ServedWindow;
  if (w[servedPageGlobals.hydrated]) return;
  w[servedPageGlobals.hydrated] = true;
  const until = performance.now() + 10_000;
  const replay = (button: HTMLElement) => {
    if (!button.isConnected) return;
    if (hydratedElement(button) || performance.now() > until) button.click();
    else requestAnimationFrame(() => replay(button));
  };
  for (const button of w[servedPageGlobals.earlyClicks]?.splice(0) ?? []) replay(button);
}

// A page the server sent drawn (decision 610) is hydrated: React keeps the server's DOM, so
// what the visitor already sees is not drawn again.
void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProviders onMounted={servedPage ? replayEarlyClicks : undefined} />
    </StrictMode>
  );
  if (servedPage) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
});

// Grocery check-offs the service worker sent in the background: show the server's state.
startServiceWorker(() => void queryClient.invalidateQueries({ queryKey: ['grocery'] }));
