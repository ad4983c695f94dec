import type { Guard as GuardClass, Permission } from '@simmer/contracts';
import { can, isStaff, msg } from '@simmer/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authModal } from '../lib/auth-modal';
import { twoStepPending, useSession } from '../lib/session';
import { NoAccess } from './no-access';

const storePaths = ['/shopping-store', '/shopping-home', '/all-products', '/product-display'];

/**
 * Spec 000 §2: a user-only route sends anyone who is not a logged-in user to
 * /home-page-new; an admin-only route does the same for anyone who is not staff, and shows staff
 * whose role lacks the page's permission a "no access" state instead of the page.
 * A visitor who opens a member page is not sent away silently: the login modal opens with
 * the reason, and logging in returns them to that page. The server enforces the same rules
 * on every call; this only keeps pages honest.
 */
export function Guard({
  guard,
  permission,
  children,
}: {
  guard: GuardClass;
  /** For an admin page: what the role must hold to see it. */
  permission?: Permission;
  children: ReactNode;
}) {
  const { role, session } = useSession();
  // A member who logs out on this page is simply taken home, without a login prompt.
  const openedLoggedOut = useRef(role === null).current;
  if ((guard === 'user' || guard === 'account') && role === null && openedLoggedOut) return <LoginFirst />;
  if (guard === 'account' && role === null) return <Navigate to="/home-page-new" replace />;
  if (guard === 'user' && role !== 'user') return <Navigate to="/home-page-new" replace />;
  if (guard === 'admin' && !isStaff(role)) return <Navigate to="/home-page-new" replace />;
  // Staff the owner requires to use two-step sign-in set it up before anything of the admin.
  if (guard === 'admin' && twoStepPending(session?.access_token)) return <Navigate to="/two-step" replace />;
  if (guard === 'admin' && permission && !can(role, permission)) return <NoAccess />;
  return <>{children}</>;
}

function LoginFirst() {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    const isStore = storePaths.some((p) => location.pathname.startsWith(p));
    authModal.open('login', { reason: isStore ? msg.loginForStore : msg.loginToContinue, returnTo });
  }, [returnTo, location.pathname]);
  return <Navigate to="/home-page-new" replace />;
}
