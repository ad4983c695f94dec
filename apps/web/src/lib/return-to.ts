import {
  type AccountRole,
  type AdminPagePath,
  adminPagePermissions,
  can,
  type Guard,
  isStaff,
  pageRoutes,
} from '@simmer/contracts';
import { matchPath } from 'react-router';

/** The guard class of a page path (`/view-post/7?x=1`), or null for a path no route matches. */
export function guardOf(path: string): Guard | null {
  return routeOf(path)?.[1] ?? null;
}

function routeOf(path: string) {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return Object.entries(pageRoutes).find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
}

/** Whether a role may open the page at `path`: a login only returns to pages it can show. */
export function canReturnTo(path: string | undefined, role: AccountRole): path is string {
  if (!path?.startsWith('/') || path.startsWith('//')) return false;
  const route = routeOf(path);
  if (!route || path.startsWith('/welcome-screen')) return false;
  const [pattern, guard] = route;
  if (guard === 'admin') return isStaff(role) && can(role, adminPagePermissions[pattern as AdminPagePath]);
  // Pages of one's own account (profile, password, two-step sign-in) are any signed-in account's.
  if (guard === 'account') return role !== null;
  return guard === 'open' || guard === role;
}
