import { Box } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { PageLoader } from '../page-loader';
import { AdminHeader } from './admin-header';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { headerSlots } from './header-slots';
import { MemberHeader } from './member-header';
import { PublicHeader } from './public-header';

// The modals' forms load the first time one opens.
const AuthModals = lazy(() =>
  import('../../features/auth/components/auth-modals').then((m) => ({ default: m.AuthModals })),
);

/** A header part that loads on its own without holding up the page. */
const slot = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** The frame every page lives in: the header for the visitor's role, the page, the footer. */
export function AppLayout() {
  const { role } = useSession();
  const { Search, Bell, Cart } = headerSlots;
  // Once opened, the modals stay mounted so later openings and closings animate.
  const authModalOpen = useAuthModal() !== null;
  const [authModalsLoaded, setAuthModalsLoaded] = useState(false);
  if (authModalOpen && !authModalsLoaded) setAuthModalsLoaded(true);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      {role === 'admin' ? (
        <AdminHeader />
      ) : role === 'user' ? (
        <MemberHeader
          search={Search && slot(<Search />)}
          bell={Bell && slot(<Bell />)}
          cart={Cart && slot(<Cart />)}
        />
      ) : (
        <PublicHeader search={Search && slot(<Search />)} />
      )}
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <BackToTop />
      {role === null && authModalsLoaded && slot(<AuthModals />)}
    </Box>
  );
}
