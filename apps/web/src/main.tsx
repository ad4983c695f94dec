import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// First: a page the server sent drawn puts its data in the cache before anything asks for it.
import './app/served-state';

import { reactPropsKey, servedPageGlobals } from '@simmer/contracts';
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
  [servedPageGlobals.replay]?: () => void;
};

/** Whether React has hydrated `element`: it keeps the element's props on it once it has. */
const hydratedElement = (element: Element) => Object.keys(element).some((k) => k.startsWith(reactPropsKey));

/**
 * Buttons of a drawn page clicked before React had hydrated them were kept by the server's page
 * gate: each is clicked again once React has (a part whose code loads on its own, such as a
 * recipe's cards, is hydrated a moment after the page); one React has not taken over within
 * 10 s is let go.
 */
function replayEarlyClicks() {
  const w = window as ServedWindow;
  const queue = w[servedPageGlobals.earlyClicks];
  if (!queue || w[servedPageGlobals.replay]) return;
  const kept = new WeakMap<HTMLElement, number>();
  let scheduled = false;
  const later = (ms: number) => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      tick();
    }, ms);
  };
  const tick = () => {
    for (const button of [...queue]) {
      if (!kept.has(button)) kept.set(button, performance.now());
      const ready = button.isConnected && hydratedElement(button);
      if (ready || !button.isConnected || performance.now() - kept.get(button)! > 10_000)
        queue.splice(queue.indexOf(button), 1);
      if (ready) button.click();
    }
    if (queue.length) later(50);
  };
  w[servedPageGlobals.replay] = () => later(0);
  tick();
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
