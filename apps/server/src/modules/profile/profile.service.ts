import {
  type ChangePassword,
  hasOwnPassword,
  msg,
  type Profile,
  type ProfileDetails,
  type ProfileMembership,
  type UnitPreference,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import * as accounts from '../auth/accounts.service';
import { hashPassword, verifyPassword } from '../auth/accounts.service';
import { itemsBoughtBy, itemsBoughtSince, planWithPriceOf } from '../billing/billing.read';

async function userOf(ctx: AppContext, auth: Auth) {
  const user = await accounts.findUserById(ctx.db, auth.userId);
  if (!user?.isActive) throw AppError.unauthorized();
  return user;
}

/** The member's plan as the profile reports it; an ended plan is reported with membership_expired. */
async function membershipOf(ctx: AppContext, userId: number): Promise<ProfileMembership | null> {
  const plan = await planWithPriceOf(ctx.db, userId);
  if (!plan) return null;
  const now = ctx.config.now();
  return {
    membership: { membership_type: plan.type, price: plan.priceCents },
    end_date: plan.endDate.toISOString(),
    recurring: plan.recurring,
    membership_expired: plan.expired || plan.endDate <= now,
  };
}

export async function getProfile(ctx: AppContext, auth: Auth): Promise<Profile> {
  const user = await userOf(ctx, auth);
  const since = new Date(ctx.config.now().getTime() - 30 * 86_400_000);
  const [membership, bought, recent] = await Promise.all([
    membershipOf(ctx, user.id),
    itemsBoughtBy(ctx.db, user.id),
    itemsBoughtSince(ctx.db, user.id, since),
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
    purchased_in_last_30_days: recent,
    can_change_password: hasOwnPassword(user.provider) && user.passwordHash !== null,
    unit_system: user.unitSystem ?? null,
  };
}

export async function setUnitSystem(ctx: AppContext, auth: Auth, input: UnitPreference) {
  await accounts.setUnitSystem(ctx.db, auth.userId, input.unit_system, ctx.config.now());
  return { msg: msg.unitsSaved, data: { unit_system: input.unit_system } };
}

export async function updateDetails(ctx: AppContext, auth: Auth, input: ProfileDetails) {
  await accounts.setName(
    ctx.db,
    auth.userId,
    input.first_name.trim(),
    input.last_name.trim(),
    ctx.config.now(),
  );
  return { msg: msg.profileUpdated, data: await getProfile(ctx, auth) };
}

export async function setProfileImage(ctx: AppContext, auth: Auth, url: string) {
  await accounts.setProfileImage(ctx.db, auth.userId, url, ctx.config.now());
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
    await accounts.setPasswordHash(tx, user.id, passwordHash, now);
    await accounts.revokeAllForUser(tx, user.id, now, auth.familyId);
    await accounts.invalidateResetTokens(tx, user.id, now);
  });
  return { msg: msg.passwordUpdated };
}

const providerName = (p: string) => (p === 'google' ? 'Google' : p === 'facebook' ? 'Facebook' : p);
