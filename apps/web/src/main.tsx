import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, queryClient } from './app/providers';
import { startServiceWorker } from './lib/service-worker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);

// Grocery check-offs the service worker sent in the background: show the server's state.
startServiceWorker(() => void queryClient.invalidateQueries({ queryKey: ['grocery'] }));
