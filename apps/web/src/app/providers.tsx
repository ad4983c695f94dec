import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { AfterLoad } from '../lib/after-load';
import { optionalChunk } from '../lib/optional-chunk';
import { siteConfigQuery } from '../lib/site-config';
import { ModalsHost } from './modals-host';
import { queryClient } from './query-client';
import { AppRoutes } from './router';
import { buildTheme, cssVariablesResolver } from './theme';

export { queryClient };

// Notices and confirmation dialogs load once the page has. `notifications.show` puts notices in
// a store, so one shown before its host loads appears once it has; the window events that open
// dialogs (`modals.openConfirmModal`) are kept until their host listens (app/modals-host.tsx),
// so a click made before the page settles is not lost. Neither host needs to wrap the app.
const Notifications = lazy(() =>
  optionalChunk(import('@mantine/notifications').then((m) => ({ default: m.Notifications }))),
);

function Themed() {
  const { data } = useQuery(siteConfigQuery);
  const theme = useMemo(() => buildTheme(data?.primary_color ?? '#e8590c'), [data?.primary_color]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <AfterLoad>
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        <ModalsHost />
      </AfterLoad>
    </MantineProvider>
  );
}

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Themed />
    </QueryClientProvider>
  );
}
