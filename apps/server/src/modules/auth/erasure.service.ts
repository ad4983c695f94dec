import { msg } from '@simmer/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { devices, emailVerificationTokens, passwordResetTokens, users } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { sessionStartedAt } from './auth.read';
import * as repo from './auth.repo';
import { verifyPassword } from './passwords';

/** How recent a sign-in must be for an account without a password to confirm a deletion. */
export const recentSignInMs = 10 * 60_000;

/**
 * Confirms that the caller is the account holder before an irreversible step: the password of
 * an account that has one; otherwise (Google) a sign-in made in the last 10 minutes.
 */
export async function confirmIdentity(ctx: AppContext, auth: Auth, password: string | undefined) {
  const user = await repo.findUserById(ctx.db, auth.userId);
  if (!user?.isActive) throw AppError.unauthorized();
  if (user.passwordHash) {
    if (!password) {
      throw AppError.invalid(msg.deleteAccountPasswordRequired, {
        password: msg.deleteAccountPasswordRequired,
      });
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw AppError.invalid(msg.deleteAccountPasswordWrong, { password: msg.deleteAccountPasswordWrong });
    }
    return;
  }
  const started = await sessionStartedAt(ctx.db, auth.familyId);
  if (!started || ctx.config.now().getTime() - started.getTime() > recentSignInMs) {
    throw AppError.forbidden(msg.deleteAccountSignInAgain);
  }
}

const [deletedFirst = 'Deleted', ...rest] = msg.deletedMemberName.split(' ');
const deletedLast = rest.join(' ');

/** The address a deleted account keeps: unique, and no one's. */
export const erasedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases an account's personal data and ends it (run inside the deletion's transaction). The
 * row stays, so payment and order records keep pointing at it: its name and e-mail become
 * placeholders (the e-mail stays unique, so the real address can sign up again), and the
 * password, Google link, picture and app details are cleared. Every session and device ends;
 * open reset and verification links go. A deleted account can no longer sign in.
 */
export async function eraseAccount(db: Db, userId: number, now: Date) {
  const [done] = await db
    .update(users)
    .set({
      email: erasedEmail(userId),
      // Together they read as msg.deletedMemberName wherever a name is shown.
      firstName: deletedFirst,
      lastName: deletedLast,
      passwordHash: null,
      googleSub: null,
      profileImage: null,
      appInfo: null,
      unitSystem: null,
      emailVerifiedAt: null,
      isActive: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!done) throw AppError.conflict(msg.memberAlreadyDeleted);
  await repo.revokeAllForUser(db, userId, now);
  await db.delete(devices).where(eq(devices.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
}
