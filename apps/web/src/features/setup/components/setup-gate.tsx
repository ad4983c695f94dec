import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { setupStatusQuery } from '../api/setup-api';

/**
 * An installation without staff (a production first start) leads every page to the setup page
 * until the owner exists. Someone signed in proves it is done, so they never ask.
 */
export function SetupGate() {
  const { pathname } = useLocation();
  const { isLoggedIn } = useSession();
  const status = useQuery({ ...setupStatusQuery, enabled: !isLoggedIn });
  if (status.data?.needed && pathname !== '/setup') return <Navigate to="/setup" replace />;
  return null;
}
