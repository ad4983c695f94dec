import { type PagePath, pageRoutes } from '@simmer/contracts';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { Guard } from './guard';
import { barePages, pages } from './pages';

function element(path: PagePath) {
  const Page = pages[path];
  const guard = pageRoutes[path];
  return (
    <Guard guard={guard}>
      <Suspense fallback={<PageLoader />}>
        <Page />
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
    {
      errorElement: <RouteError />,
      children: [
        ...bare.map((path) => ({ path, element: element(path) })),
        { element: <AppLayout />, children: framed.map((path) => ({ path, element: element(path) })) },
        { path: '/', element: <Navigate to="/welcome-screen" replace /> },
        { path: '*', element: <Navigate to="/welcome-screen" replace /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
