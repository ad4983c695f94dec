import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { siteConfigQuery } from '../lib/site-config';
import { ModalsHost } from './modals-host';
import { NoticesHost } from './notices-host';
import { queryClient } from './query-client';
import { AppRoutes } from './router';
import { buildTheme, cssVariablesResolver } from './theme';

export { queryClient };

// Notices and confirmation dialogs load once the page has, or as soon as one is asked for.
// `notifications.show` puts notices in a store, which their host shows once it is in; the window
// events that open dialogs (`modals.openConfirmModal`) are kept until their host listens
// (app/modals-host.tsx), so a click made before the page settles is not lost. Neither host
// needs to wrap the app.

/** The router the app runs under: the browser's history, or a fixed address when the server renders a page. */
type Router = ComponentType<{ children: ReactNode }>;

function Themed({ Router, onMounted }: { Router: Router; onMounted?: () => void }) {
  const { data } = useQuery(siteConfigQuery);
  useEffect(() => onMounted?.(), [onMounted]);
  const theme = useMemo(() => buildTheme(data?.primary_color ?? '#e8590c'), [data?.primary_color]);
  useBrandHead(data?.brand_name, data?.primary_color, data?.favicon_url);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Router>
        <AppRoutes />
      </Router>
      <NoticesHost />
      <ModalsHost />
    </MantineProvider>
  );
}

/**
 * The tab's title, theme colour and icon follow the brand settings: the server draws them into
 * every page, and a save made in this tab shows at once. A page titled "Item | Brand" keeps its
 * item.
 */
function useBrandHead(name?: string, color?: string, favicon?: string | null) {
  useEffect(() => {
    if (!name) return;
    const at = document.title.lastIndexOf(' | ');
    document.title = at >= 0 ? `${document.title.slice(0, at)} | ${name}` : name;
    if (color) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
    const icon = document.querySelector('link[rel="icon"]');
    if (favicon && icon) {
      icon.removeAttribute('type');
      icon.setAttribute('href', favicon);
    }
  }, [name, color, favicon]);
}

/**
 * The whole app. The browser runs it on the app's query cache and its history; the server
 * renders a public page with a cache of its own and the page's address (`entry-server.tsx`),
 * and the browser then hydrates that HTML with the same tree.
 */
export function AppProviders({
  client = queryClient,
  Router = BrowserRouter,
  onMounted,
}: {
  client?: QueryClient;
  Router?: Router;
  /** Called once the app is on the page (drawn, or hydrated from the server's HTML). */
  onMounted?: () => void;
}) {
  return (
    <QueryClientProvider client={client}>
      <Themed Router={Router} onMounted={onMounted} />
    </QueryClientProvider>
  );
}
