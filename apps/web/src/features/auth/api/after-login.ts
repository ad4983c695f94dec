import { isStaff, type Session, staffHome } from '@simmer/contracts';
import { authModal } from '../../../lib/auth-modal';
import { canReturnTo } from '../../../lib/return-to';
import { sessionStore, twoStepPending } from '../../../lib/session';
import { local } from '../../../lib/storage';
import { registerDevice } from './auth-api';

/**
 * Stores the session and decides where the member goes (spec 000 §4): an admin to the
 * admin home; a member with a notification registration to /user-home-page; a member
 * with an active membership and a saved premium video or episode back to it; otherwise
 * /user-home-page. Returns null when the page should simply reload (login started from a
 * recipe's ingredient view).
 *
 * A login the product asked for (a visitor opening a member page, a session that expired)
 * returns to the page the member was on, when their role may open it.
 */
export async function afterLogin(
  session: Session,
  opts: { fromRecipe?: boolean } = {},
): Promise<string | null> {
  sessionStore.set(session);
  const returnTo = authModal.takeIntent()?.returnTo;
  if (canReturnTo(returnTo, session.user.role)) {
    if (session.user.role === 'user') await registerDevice(true);
    return returnTo;
  }
  if (isStaff(session.user.role))
    return twoStepPending(session.access_token) ? '/two-step' : staffHome(session.user.role);
  if (await registerDevice(true)) return '/user-home-page';
  const videoId = local.get('videoId');
  const episodeId = local.get('episodeId');
  if (!session.user.membership_expired) {
    if (videoId) return opts.fromRecipe ? null : `/video/${videoId}`;
    if (episodeId) return `/watch-show/${episodeId}`;
  }
  return '/user-home-page';
}
