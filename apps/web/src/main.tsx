import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// First: a page the server sent drawn puts its data in the cache before anything asks for it.
import './app/served-state';

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
// A page the server sent drawn (decision 600) is hydrated: React keeps the server's DOM, so
// what the visitor already sees is not drawn again.
void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProviders />
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
