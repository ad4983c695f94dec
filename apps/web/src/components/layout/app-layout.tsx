import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthModals } from '../../features/auth/components/auth-modals';
import { useSession } from '../../lib/session';
import { PageLoader } from '../page-loader';
import { AdminHeader } from './admin-header';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { headerSlots } from './header-slots';
import { MemberHeader } from './member-header';
import { PublicHeader } from './public-header';

/** The frame every page lives in: the header for the visitor's role, the page, the footer. */
export function AppLayout() {
  const { role } = useSession();
  const { Search, Bell } = headerSlots;
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      {role === 'admin' ? (
        <AdminHeader />
      ) : role === 'user' ? (
        <MemberHeader search={Search && <Search />} bell={Bell && <Bell />} />
      ) : (
        <PublicHeader search={Search && <Search />} />
      )}
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <BackToTop />
      {role === null && <AuthModals />}
    </Box>
  );
}
