import { type AccountRole, type Guard, pageRoutes } from '@simmer/contracts';
import { matchPath } from 'react-router';

/** The guard class of a page path (`/view-post/7?x=1`), or null for a path no route matches. */
export function guardOf(path: string): Guard | null {
  const pathname = path.split(/[?#]/)[0] ?? path;
  for (const [pattern, guard] of Object.entries(pageRoutes)) {
    if (matchPath({ path: pattern, end: true }, pathname)) return guard;
  }
  return null;
}

/** Whether a role may open the page at `path`: a login only returns to pages it can show. */
export function canReturnTo(path: string | undefined, role: AccountRole): path is string {
  if (!path?.startsWith('/') || path.startsWith('//')) return false;
  const guard = guardOf(path);
  if (guard === null || path.startsWith('/welcome-screen')) return false;
  return (
    guard === 'open' ||
    guard === 'account' ||
    (guard === 'user' && role === 'user') ||
    (guard === 'admin' && role !== 'user')
  );
}
