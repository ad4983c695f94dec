import { randomUUID } from 'node:crypto';
import {
  type DeviceRegistration,
  fillMessage,
  type GoogleLogin,
  type Login,
  limits,
  msg,
  type PasswordResetConfirm,
  paths,
  type Session,
  type SignUp,
  type SignUpAnswer,
  type TwoStepChallenge,
  type VerifyEmailAnswer,
} from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { recordServerEvent } from '../audience/audience.service';
import { brandName } from '../settings/settings.read';
import { toSessionUser, toUserDetail } from './auth.dto';
import * as repo from './auth.repo';
import { verifyGoogleIdToken } from './google';
import { hashPassword, verifyPassword } from './passwords';
import {
  isSealedSignUp,
  newOpaqueToken,
  openSignUp,
  type PendingSignUp,
  sealSignUp,
  sha256,
  signAccessToken,
} from './tokens';

/**
 * What a sign-in does after the password (or Google) says who it is: the two-step module's
 * rules, wired in app.ts (it sits above this module). Without one, everyone signs in at once.
 */
export interface SignInGate {
  /** A challenge when the account must give a code next; null to sign in at once. */
  challenge(ctx: AppContext, user: repo.UserRow): Promise<TwoStepChallenge | null>;
  /** Whether the account must enrol in two-step sign-in before using the admin. */
  pending(ctx: AppContext, user: repo.UserRow): Promise<boolean>;
}

export const openGate: SignInGate = {
  challenge: async () => null,
  pending: async () => false,
};

export async function issueSession(
  ctx: AppContext,
  user: repo.UserRow,
  message: string,
  familyId: string = randomUUID(),
  twoStepPending = false,
) {
  const refresh = newOpaqueToken();
  const now = ctx.config.now();
  await repo.insertRefreshToken(ctx.db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: new Date(now.getTime() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  const access = await signAccessToken(ctx.config, {
    userId: user.id,
    role: user.role,
    familyId,
    twoStepPending,
  });
  return {
    msg: message,
    access_token: access,
    refresh_token: refresh,
    user: toSessionUser(user),
  } satisfies Session;
}

/**
 * Sign-up answers the same for every address, in about the same time (the password is hashed
 * either way), and never signs in (decision 930). The address gets an e-mail after the reply:
 * a link that creates the account when it has none, else a note with log-in and reset links.
 */
export async function register(ctx: AppContext, input: SignUp): Promise<SignUpAnswer> {
  const email = input.email.trim().toLowerCase();
  const [known, passwordHash] = await Promise.all([
    repo.findUserByEmail(ctx.db, email),
    hashPassword(input.password1),
  ]);
  const pending = { email, firstName: input.first_name, lastName: input.last_name, passwordHash };
  const token = known ? null : await sealSignUp(ctx.config, pending, limits.verifyTokenTtlHours);
  setImmediate(() => {
    const sending = known ? sendSignUpAttemptMail(ctx, known) : sendSignUpLinkMail(ctx, pending, token!);
    sending.catch((err) => ctx.log.error({ err }, 'sign-up mail failed'));
  });
  return {
    msg: fillMessage(msg.signUpCheckEmail, { email: input.email }),
    email: input.email,
    check_email: true,
  };
}

/**
 * Opens a sign-up link: makes the account (its address is verified by the link itself) and
 * signs in. A second use, or an address that got an account meanwhile, is refused.
 */
async function completeSignUp(ctx: AppContext, token: string, visitor?: string): Promise<Session> {
  const pending = await openSignUp(ctx.config, token);
  if (!pending) throw AppError.invalid(msg.emailVerifyLinkInvalid, { token: msg.emailVerifyLinkInvalid });
  const [member] = await ctx.db
    .insert(users)
    .values({
      email: pending.email,
      firstName: pending.firstName,
      lastName: pending.lastName,
      passwordHash: pending.passwordHash,
      provider: 'email',
      emailVerifiedAt: ctx.config.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!member) throw AppError.invalid(msg.emailVerifyLinkInvalid, { token: msg.emailVerifyLinkInvalid });
  recordServerEvent(ctx, 'signup', { visitor, userId: member.id });
  return issueSession(ctx, member, msg.registrationSuccess);
}

export async function login(
  ctx: AppContext,
  input: Login,
  gate: SignInGate = openGate,
): Promise<Session | TwoStepChallenge> {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok || !user.isActive) {
    throw AppError.invalid(msg.invalidCredentials, { non_field_errors: msg.invalidCredentials });
  }
  return (
    (await gate.challenge(ctx, user)) ??
    issueSession(ctx, user, msg.loginSuccess, undefined, await gate.pending(ctx, user))
  );
}

export async function googleLogin(
  ctx: AppContext,
  input: GoogleLogin,
  gate: SignInGate = openGate,
): Promise<Session | TwoStepChallenge> {
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
        // Google has confirmed the address.
        emailVerifiedAt: ctx.config.now(),
      })
      .returning();
  }
  if (!user?.isActive) throw AppError.invalid(msg.invalidCredentials);
  return (
    (await gate.challenge(ctx, user)) ??
    issueSession(ctx, user, msg.loginSuccess, undefined, await gate.pending(ctx, user))
  );
}

/**
 * Rotates a refresh token. A token presented a second time means it was stolen or
 * replayed: the whole family is revoked and every session it started ends. Except within
 * a short grace after its first use (decision 442): two tabs of one member refreshing at
 * the same moment present the same token, and the second gets its own valid pair in the
 * same family instead of ending the session everywhere.
 */
export async function refresh(ctx: AppContext, token: string, gate: SignInGate = openGate) {
  const now = ctx.config.now();
  const hash = sha256(token);
  let row = await repo.consumeRefreshToken(ctx.db, hash, now);
  if (!row) {
    const known = await repo.findRefreshToken(ctx.db, hash);
    const graceMs = ctx.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    const concurrent =
      known &&
      !known.revokedAt &&
      known.usedAt &&
      now.getTime() - known.usedAt.getTime() <= graceMs &&
      !(await repo.familyRevoked(ctx.db, known.familyId));
    if (!concurrent) {
      if (known) await repo.revokeFamily(ctx.db, known.familyId, now);
      throw AppError.unauthorized(msg.sessionExpired);
    }
    row = known;
  }
  if (row.expiresAt <= now) throw AppError.unauthorized(msg.sessionExpired);
  const user = await repo.findUserById(ctx.db, row.userId);
  if (!user?.isActive) throw AppError.unauthorized(msg.sessionExpired);
  const session = await issueSession(
    ctx,
    user,
    msg.loginSuccess,
    row.familyId,
    await gate.pending(ctx, user),
  );
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
  // Only the newest link works (decision 442).
  await repo.invalidateResetTokens(ctx.db, user.id, now);
  await repo.insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + limits.resetTokenTtlMinutes * 60_000),
  });
  const uid = Buffer.from(String(user.id)).toString('base64url');
  const link = `${ctx.config.publicUrl}${paths.resetConfirm(uid, token)}`;
  const brand = await brandName(ctx);
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
    const used = await repo.consumeResetToken(tx, userId, sha256(token), now);
    if (!used) return false;
    await repo.invalidateResetTokens(tx, userId, now);
    await repo.setPasswordHash(tx, userId, passwordHash, now);
    await repo.revokeAllForUser(tx, userId, now);
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
  // A device belongs to the account that registered it while it is active there; another
  // account may take it over only once that login ended (a shared browser). Decision 444.
  // The check and the write are one step per member (a lock), so concurrent registrations
  // cannot pass the limit; inactive rows count too, the oldest making room for a new device.
  const device = await ctx.db.transaction(async (txIn) => {
    const tx = txIn as never as typeof ctx.db;
    await repo.lockMemberDevices(tx, auth.userId);
    const existing = await repo.findDevice(tx, input.registration_id);
    if (existing && existing.userId !== auth.userId && existing.active) {
      throw AppError.conflict(msg.deviceTaken, { registration_id: msg.deviceTaken });
    }
    if (
      existing?.userId !== auth.userId &&
      (await repo.countDevices(tx, auth.userId)) >= limits.devicesPerMember
    ) {
      if (!(await repo.removeOldestInactiveDevice(tx, auth.userId))) {
        throw AppError.conflict(msg.deviceLimitReached, { registration_id: msg.deviceLimitReached });
      }
    }
    return repo.upsertDevice(tx, {
      userId: auth.userId,
      registrationId: input.registration_id,
      type: input.type,
      deviceId: input.registration_id.slice(0, limits.deviceIdMax),
      active: input.active,
      familyId: auth.familyId || null,
      now: ctx.config.now(),
    });
  });
  if (!device) throw AppError.conflict(msg.deviceTaken, { registration_id: msg.deviceTaken });
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

/**
 * A new one-use verification link by e-mail, for a member whose address is not verified yet
 * (accounts made before sign-up links, decision 930). Earlier links then stop working.
 */
async function sendVerifyMail(ctx: AppContext, user: repo.UserRow) {
  const now = ctx.config.now();
  const token = newOpaqueToken();
  await repo.retireVerifyTokens(ctx.db, user.id, now);
  await repo.insertVerifyToken(ctx.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + limits.verifyTokenTtlHours * 3_600_000),
  });
  const brand = await brandName(ctx);
  const link = `${ctx.config.publicUrl}${paths.verifyEmail(token)}`;
  const confirm = `Please confirm your e-mail address by opening this link within ${limits.verifyTokenTtlHours} hours:\n\n${link}\n`;
  await ctx.mailer.send({
    to: user.email,
    subject: `${brand}: confirm your e-mail address`,
    text: `Hello ${user.firstName},\n\n${confirm}\nIf you did not ask for this, ignore this e-mail.\n`,
  });
}

async function sendSignUpLinkMail(ctx: AppContext, pending: PendingSignUp, token: string) {
  const brand = await brandName(ctx);
  const link = `${ctx.config.publicUrl}${paths.verifyEmail(token)}`;
  await ctx.mailer.send({
    to: pending.email,
    subject: fillMessage(msg.signUpLinkSubject, { brand }),
    text: fillMessage(msg.signUpLinkMail, {
      brand,
      name: pending.firstName,
      link,
      hours: String(limits.verifyTokenTtlHours),
    }),
  });
}

async function sendSignUpAttemptMail(ctx: AppContext, user: repo.UserRow) {
  const brand = await brandName(ctx);
  await ctx.mailer.send({
    to: user.email,
    subject: fillMessage(msg.signUpAttemptSubject, { brand }),
    text: fillMessage(msg.signUpAttemptMail, {
      brand,
      name: user.firstName,
      login: `${ctx.config.publicUrl}${paths.login()}`,
      reset: `${ctx.config.publicUrl}${paths.forgotPassword()}`,
    }),
  });
}

/** Sends a fresh verification link to the signed-in member. */
export async function resendVerification(ctx: AppContext, auth: Auth) {
  const user = await repo.findUserById(ctx.db, auth.userId);
  if (!user) throw AppError.unauthorized(msg.sessionExpired);
  if (user.emailVerifiedAt) throw AppError.conflict(msg.emailAlreadyVerified);
  await sendVerifyMail(ctx, user);
  return { msg: fillMessage(msg.emailVerificationSent, { email: user.email }) };
}

/** Opens a verification link: once, before it expires. */
/** `visitor`: the day's audience number of the browser opening the link (a sign-up is counted then). */
export async function verifyEmail(
  ctx: AppContext,
  token: string,
  visitor?: string,
): Promise<VerifyEmailAnswer> {
  if (isSealedSignUp(token)) return completeSignUp(ctx, token, visitor);
  const now = ctx.config.now();
  const row = await repo.consumeVerifyToken(ctx.db, sha256(token), now);
  if (!row) throw AppError.invalid(msg.emailVerifyLinkInvalid, { token: msg.emailVerifyLinkInvalid });
  await repo.markEmailVerified(ctx.db, row.userId, now);
  return { msg: msg.emailVerified };
}
