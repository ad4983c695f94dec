import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, queryClient } from './app/providers';
import { openedPage } from './app/router';
import { startServiceWorker } from './lib/service-worker';
import { siteConfigQuery } from './lib/site-config';

// The first render waits (up to 3 s) for what it cannot draw without: the opened page's code
// and the site configuration, both already on their way. It then draws the page at once, not a
// loader that React would keep on screen a while longer, and in a transition: React renders in
// short slices instead of one long task that would block input.
const ready = Promise.all([openedPage, queryClient.prefetchQuery(siteConfigQuery)]);
void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    ),
  );
});

// Grocery check-offs the service worker sent in the background: show the server's state.
startServiceWorker(() => void queryClient.invalidateQueries({ queryKey: ['grocery'] }));
