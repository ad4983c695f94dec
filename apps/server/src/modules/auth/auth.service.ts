import { randomUUID } from 'node:crypto';
import {
  type DeviceRegistration,
  type GoogleLogin,
  type Login,
  limits,
  msg,
  type PasswordResetConfirm,
  paths,
  type Session,
  type SignUp,
} from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { toSessionUser, toUserDetail } from './auth.dto';
import * as repo from './auth.repo';
import { verifyGoogleIdToken } from './google';
import { hashPassword, verifyPassword } from './passwords';
import { newOpaqueToken, sha256, signAccessToken } from './tokens';

async function issueSession(
  ctx: AppContext,
  user: repo.UserRow,
  message: string,
  familyId: string = randomUUID(),
) {
  const refresh = newOpaqueToken();
  const now = ctx.config.now();
  await repo.insertRefreshToken(ctx.db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: new Date(now.getTime() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  const access = await signAccessToken(ctx.config, { userId: user.id, role: user.role, familyId });
  return {
    msg: message,
    access_token: access,
    refresh_token: refresh,
    user: toSessionUser(user),
  } satisfies Session;
}

export async function register(ctx: AppContext, input: SignUp): Promise<Session> {
  if (await repo.findUserByEmail(ctx.db, input.email)) {
    throw AppError.conflict(msg.emailAlreadyRegistered, { email: msg.emailAlreadyRegistered });
  }
  const passwordHash = await hashPassword(input.password1);
  const inserted = await ctx.db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      provider: 'email',
    })
    .onConflictDoNothing()
    .returning();
  // Two sign-ups racing for one address: the unique index lets only one through.
  if (!inserted[0])
    throw AppError.conflict(msg.emailAlreadyRegistered, { email: msg.emailAlreadyRegistered });
  return issueSession(ctx, inserted[0], msg.registrationSuccess);
}

export async function login(ctx: AppContext, input: Login): Promise<Session> {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok || !user.isActive) {
    throw AppError.invalid(msg.invalidCredentials, { non_field_errors: msg.invalidCredentials });
  }
  return issueSession(ctx, user, msg.loginSuccess);
}

export async function googleLogin(ctx: AppContext, input: GoogleLogin): Promise<Session> {
  const clientId = ctx.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw AppError.invalid(msg.googleDisabled);
  const identity = await verifyGoogleIdToken(ctx.config, clientId, (input.id_token ?? input.access_token)!);
  let user =
    (await repo.findUserByGoogleSub(ctx.db, identity.sub)) ??
    (await repo.findUserByEmail(ctx.db, identity.email));
  if (user && !user.googleSub) {
    [user] = await ctx.db
      .update(users)
      .set({ googleSub: identity.sub })
      .where(eq(users.id, user.id))
      .returning();
  }
  if (!user) {
    [user] = await ctx.db
      .insert(users)
      .values({
        email: identity.email.toLowerCase(),
        firstName: identity.givenName,
        lastName: identity.familyName,
        provider: 'google',
        googleSub: identity.sub,
        profileImage: identity.picture,
      })
      .returning();
  }
  if (!user?.isActive) throw AppError.invalid(msg.invalidCredentials);
  return issueSession(ctx, user, msg.loginSuccess);
}

/**
 * Rotates a refresh token. A token presented a second time means it was stolen or
 * replayed: the whole family is revoked and every session it started ends.
 */
export async function refresh(ctx: AppContext, token: string) {
  const now = ctx.config.now();
  const hash = sha256(token);
  const row = await repo.consumeRefreshToken(ctx.db, hash, now);
  if (!row) {
    const known = await repo.findRefreshToken(ctx.db, hash);
    if (known) await repo.revokeFamily(ctx.db, known.familyId, now);
    throw AppError.unauthorized(msg.sessionExpired);
  }
  if (row.expiresAt <= now) throw AppError.unauthorized(msg.sessionExpired);
  const user = await repo.findUserById(ctx.db, row.userId);
  if (!user?.isActive) throw AppError.unauthorized(msg.sessionExpired);
  const session = await issueSession(ctx, user, msg.loginSuccess, row.familyId);
  return { access_token: session.access_token, refresh_token: session.refresh_token };
}

export async function logout(ctx: AppContext, auth: Auth | null, token: string, registrationId?: string) {
  const now = ctx.config.now();
  const known = await repo.findRefreshToken(ctx.db, sha256(token));
  if (known) await repo.revokeFamily(ctx.db, known.familyId, now);
  const userId = auth?.userId ?? known?.userId;
  if (userId && registrationId) await repo.deactivateDevice(ctx.db, userId, registrationId, now);
  return { msg: msg.logoutSuccess };
}

/**
 * Answers the same way, in the same time, whether or not the address has an account:
 * the token and mail work runs after the reply.
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  const token = newOpaqueToken();
  if (user?.isActive) {
    setImmediate(() => {
      sendResetMail(ctx, user, token).catch((err) => ctx.log.error({ err }, 'password reset mail failed'));
    });
  }
  return { detail: msg.passwordResetSent, msg: msg.passwordResetSent };
}

async function sendResetMail(ctx: AppContext, user: repo.UserRow, token: string) {
  const now = ctx.config.now();
  await repo.insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + limits.resetTokenTtlMinutes * 60_000),
  });
  const uid = Buffer.from(String(user.id)).toString('base64url');
  const link = `${ctx.config.publicUrl}${paths.resetConfirm(uid, token)}`;
  const brand = ctx.config.BRAND_NAME;
  await ctx.mailer.send({
    to: user.email,
    subject: `${brand}: reset your password`,
    text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your ${brand} account. Open this link within ${limits.resetTokenTtlMinutes} minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
  });
}

export async function confirmPasswordReset(
  ctx: AppContext,
  uid: string,
  token: string,
  input: PasswordResetConfirm,
) {
  const userId = Number(Buffer.from(uid, 'base64url').toString('utf8'));
  if (!Number.isInteger(userId) || userId <= 0)
    throw AppError.invalid(msg.resetLinkInvalid, { token: msg.resetLinkInvalid });
  const now = ctx.config.now();
  const passwordHash = await hashPassword(input.new_password1);
  const done = await ctx.db.transaction(async (tx) => {
    const used = await repo.consumeResetToken(tx as never, userId, sha256(token), now);
    if (!used) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await repo.revokeAllForUser(tx as never, userId, now);
    return true;
  });
  if (!done) throw AppError.invalid(msg.resetLinkInvalid, { token: msg.resetLinkInvalid });
  return { detail: msg.passwordResetDone, msg: msg.passwordResetDone };
}

export async function userDetail(ctx: AppContext, auth: Auth) {
  const user = await repo.findUserById(ctx.db, auth.userId);
  if (!user) throw AppError.unauthorized();
  return toUserDetail(user);
}

export async function registerDevice(ctx: AppContext, auth: Auth, input: DeviceRegistration) {
  const device = await repo.upsertDevice(ctx.db, {
    userId: auth.userId,
    registrationId: input.registration_id,
    type: input.type,
    deviceId: input.registration_id.slice(0, limits.deviceIdMax),
    active: input.active,
    familyId: auth.familyId || null,
    now: ctx.config.now(),
  });
  return {
    msg: msg.deviceRegistered,
    data: {
      registration_id: device.registrationId,
      type: device.type,
      device_id: device.deviceId,
      active: device.active,
    },
  };
}
