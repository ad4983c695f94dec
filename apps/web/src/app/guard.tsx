import type { Guard as GuardClass } from '@simmer/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';

/**
 * Spec 000 §2: a user-only route sends anyone who is not a logged-in user to
 * /home-page-new; an admin-only route does the same for anyone who is not an admin.
 * The server enforces the same rules on every call; this only keeps pages honest.
 */
export function Guard({ guard, children }: { guard: GuardClass; children: ReactNode }) {
  const { role } = useSession();
  if (guard === 'user' && role !== 'user') return <Navigate to="/home-page-new" replace />;
  if (guard === 'admin' && role !== 'admin') return <Navigate to="/home-page-new" replace />;
  return <>{children}</>;
}
