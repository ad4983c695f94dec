import { Box } from '@mantine/core';
import { isStaff, paths } from '@simmer/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AfterLoad } from '../../lib/after-load';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { PageLoader } from '../page-loader';
import { BackToTop } from './back-to-top';
import classes from './header.module.css';
import { headerSlots } from './header-slots';
import { PublicHeader } from './public-header';

// A visitor's first page carries only the public header; members' and admins' menus load
// with their first page, behind a bar of the header's height so nothing moves when they arrive.
const MemberHeader = lazy(() => import('./member-header').then((m) => ({ default: m.MemberHeader })));
const AdminHeader = lazy(() => import('./admin-header').then((m) => ({ default: m.AdminHeader })));
const headerBar = <Box component="header" className={classes.header} />;
// The footer starts below the fold (see `main`): it loads once the page has.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

// The modals' forms load the first time one opens.
const AuthModals = lazy(() =>
  import('../../features/auth/components/auth-modals').then((m) => ({ default: m.AuthModals })),
);

/** A part that loads on its own once the page has, without holding up the first screen. */
const slot = (node: ReactNode) => (
  <AfterLoad>
    <Suspense fallback={null}>{node}</Suspense>
  </AfterLoad>
);

/** The home pages have their own search box: the header's would be a second one. */
export function headerSearchShown(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path !== '/' && path !== paths.publicHome() && path !== paths.userHome();
}

/** The frame every page lives in: the header for the visitor's role, the page, the footer. */
export function AppLayout() {
  const { role } = useSession();
  const { Bell, Cart } = headerSlots;
  const Search = headerSearchShown(useLocation().pathname) ? headerSlots.Search : undefined;
  // Once opened, the modals stay mounted so later openings and closings animate.
  const authModalOpen = useAuthModal() !== null;
  const [authModalsLoaded, setAuthModalsLoaded] = useState(false);
  if (authModalOpen && !authModalsLoaded) setAuthModalsLoaded(true);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      {isStaff(role) ? (
        <Suspense fallback={headerBar}>
          <AdminHeader />
        </Suspense>
      ) : role === 'user' ? (
        <Suspense fallback={headerBar}>
          <MemberHeader
            search={Search && slot(<Search />)}
            bell={Bell && slot(<Bell />)}
            cart={Cart && slot(<Cart />)}
          />
        </Suspense>
      ) : (
        <PublicHeader search={Search && slot(<Search />)} />
      )}
      {/* At least a screen high below the header, so the footer starts below the fold and
          is not pushed down in view as the page and its data arrive (layout shift). */}
      <Box component="main" id="main" style={{ flex: 1, minHeight: 'calc(100vh - 64px)' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {slot(<Footer />)}
      <BackToTop />
      {role === null && authModalsLoaded && slot(<AuthModals />)}
    </Box>
  );
}
