import {
  type ChangePassword,
  hasOwnPassword,
  msg,
  type Profile,
  type ProfileDetails,
  type ProfileMembership,
  type UnitPreference,
} from '@simmer/contracts';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { membershipPrices, memberships, purchases, users } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import * as authRepo from '../auth/auth.repo';
import { hashPassword, verifyPassword } from '../auth/passwords';

async function userOf(ctx: AppContext, auth: Auth) {
  const user = await authRepo.findUserById(ctx.db, auth.userId);
  if (!user?.isActive) throw AppError.unauthorized();
  return user;
}

/** The member's plan as the profile reports it; an ended plan is reported with membership_expired. */
async function membershipOf(ctx: AppContext, userId: number): Promise<ProfileMembership | null> {
  const [row] = await ctx.db
    .select({ plan: memberships, priceCents: membershipPrices.priceCents })
    .from(memberships)
    .leftJoin(membershipPrices, eq(membershipPrices.membershipType, memberships.type))
    .where(eq(memberships.userId, userId))
    .limit(1);
  if (!row) return null;
  const now = ctx.config.now();
  return {
    membership: { membership_type: row.plan.type, price: row.priceCents ?? null },
    end_date: row.plan.endDate.toISOString(),
    recurring: row.plan.recurring,
    membership_expired: row.plan.expired || row.plan.endDate <= now,
  };
}

export async function getProfile(ctx: AppContext, auth: Auth): Promise<Profile> {
  const user = await userOf(ctx, auth);
  const since = new Date(ctx.config.now().getTime() - 30 * 86_400_000);
  const [membership, bought, [recent]] = await Promise.all([
    membershipOf(ctx, user.id),
    ctx.db.select().from(purchases).where(eq(purchases.userId, user.id)).orderBy(desc(purchases.createdAt)),
    ctx.db
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.userId, user.id), gte(purchases.createdAt, since))),
  ]);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    profile_image: user.profileImage,
    provider: user.provider,
    role: user.role,
    membership_type: membership,
    purchased_items: bought.map((p) => ({
      product_type: p.productType,
      product_id: p.productId,
      created: p.createdAt.toISOString(),
    })),
    purchased_in_last_30_days: recent?.n ?? 0,
    can_change_password: hasOwnPassword(user.provider) && user.passwordHash !== null,
    unit_system: user.unitSystem ?? null,
  };
}

export async function setUnitSystem(ctx: AppContext, auth: Auth, input: UnitPreference) {
  await ctx.db
    .update(users)
    .set({ unitSystem: input.unit_system, updatedAt: ctx.config.now() })
    .where(eq(users.id, auth.userId));
  return { msg: msg.unitsSaved, data: { unit_system: input.unit_system } };
}

export async function updateDetails(ctx: AppContext, auth: Auth, input: ProfileDetails) {
  await ctx.db
    .update(users)
    .set({
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      updatedAt: ctx.config.now(),
    })
    .where(eq(users.id, auth.userId));
  return { msg: msg.profileUpdated, data: await getProfile(ctx, auth) };
}

export async function setProfileImage(ctx: AppContext, auth: Auth, url: string) {
  await ctx.db
    .update(users)
    .set({ profileImage: url, updatedAt: ctx.config.now() })
    .where(eq(users.id, auth.userId));
  return { msg: msg.profilePictureUpdated, data: { profile_image: url } };
}

/**
 * Changes the password of an account that has one, then ends every other session of the
 * member (their refresh tokens are revoked); the session that made the change stays.
 */
export async function changePassword(ctx: AppContext, auth: Auth, input: ChangePassword) {
  const user = await userOf(ctx, auth);
  if (!hasOwnPassword(user.provider) || user.passwordHash === null) {
    throw AppError.forbidden(msg.passwordManagedElsewhere.replace('{provider}', providerName(user.provider)));
  }
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw AppError.invalid(msg.oldPasswordWrong, { old_password: msg.oldPasswordWrong });
  }
  const passwordHash = await hashPassword(input.new_password1);
  const now = ctx.config.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await authRepo.revokeAllForUser(tx as never, user.id, now, auth.familyId);
    await authRepo.invalidateResetTokens(tx as never, user.id, now);
  });
  return { msg: msg.passwordUpdated };
}

const providerName = (p: string) => (p === 'google' ? 'Google' : p === 'facebook' ? 'Facebook' : p);
