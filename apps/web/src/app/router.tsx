import { type AdminPagePath, adminPagePermissions, type PagePath, pageRoutes } from '@simmer/contracts';
import { Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from '../components/route-error';
import { SetupGate } from '../features/setup/components/setup-gate';
import { holdLoad } from '../lib/after-load';
import { trackPageView } from '../lib/beacon';
import { firstScreen } from './first-screen';
import { Guard } from './guard';
import { barePages, PageView, pages } from './pages';
import { queryClient } from './query-client';

function element(path: PagePath) {
  const guard = pageRoutes[path];
  return (
    <Guard guard={guard} permission={adminPagePermissions[path as AdminPagePath]}>
      <Suspense fallback={<PageLoader />}>
        {/* Keyed by route: another route's page is another component, mounted afresh. */}
        <PageView key={path} page={pages[path]} />
      </Suspense>
    </Guard>
  );
}

/** Every route of the spec's full route list, each behind its guard class. */
export function buildRoutes(): RouteObject[] {
  const all = Object.keys(pageRoutes) as PagePath[];
  const bare = all.filter((p) => barePages.has(p));
  const framed = all.filter((p) => !barePages.has(p));
  return [
    ...bare.map((path) => ({ path, element: element(path) })),
    { element: <AppLayout />, children: framed.map((path) => ({ path, element: element(path) })) },
    { path: '/', element: <Navigate to="/welcome-screen" replace /> },
    { path: '*', element: <Navigate to="/welcome-screen" replace /> },
  ];
}

export const routes = buildRoutes();

/**
 * The routes, in React Router's declarative mode (under `BrowserRouter`): pages load their own
 * data with TanStack Query, so the data router (loaders, actions, fetchers) would only add
 * 16 KB to every first load (decision 462). A page that fails to render, or whose code fails
 * to load after a deploy, shows the error page until the next navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  useEffect(() => countPageView(location.pathname), [location.pathname]);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <SetupGate />
      {page}
    </RouteErrorBoundary>
  );
}

// The opened page's code and its first screen's data start loading beside the app's own code,
// not after the first render (which waits for the site configuration). `openedPage` settles
// once the page's code is in: the first render waits for it (main.tsx), so the page draws at
// once instead of behind a loader. What loads "after load" waits for both (lib/after-load).
// A failure shows when the page itself loads or asks again.
// (On the server, which renders pages with the same routes, there is no opened page.)
const opened = typeof window === 'undefined' ? undefined : matchRoutes(routes, window.location)?.at(-1);
const openedPath = opened?.route.path as PagePath | undefined;
const page = opened && openedPath && openedPath in pages ? pages[openedPath].preload() : null;
const data = opened && openedPath ? firstScreen[openedPath]?.(opened.params, queryClient) : null;
export const openedPage: Promise<unknown> = Promise.resolve(page).catch(() => {});
if (opened) holdLoad(Promise.all([page, data]));

/** Counts a page view (decision 910): staff pages are not audience; a video page names its video. */
function countPageView(pathname: string) {
  const route = matchRoutes(routes, pathname)?.at(-1);
  const pattern = route?.route.path as PagePath | undefined;
  if (!pattern || pageRoutes[pattern] === 'admin') return;
  const id = Number(route?.params.id);
  trackPageView(
    pathname,
    pattern === '/video/:id' && id > 0 ? { content_type: 'video', content_id: id } : undefined,
  );
}
