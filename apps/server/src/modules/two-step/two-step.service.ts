import { randomBytes } from 'node:crypto';
import { isStaff, msg, type Session, type TwoStepChallenge, type TwoStepStatus } from '@simmer/contracts';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import * as accounts from '../auth/accounts.service';
import { issueSession, type SignInGate } from '../auth/auth.service';
import { brandName } from '../settings/settings.read';
import { decryptSecret, encryptSecret } from './secret-box';
import * as repo from './two-step.repo';

const PERIOD = 30;
/** How long the code step of a sign-in may take after the password. */
const CHALLENGE_SECONDS = 300;
const RECOVERY_CODES = 10;

function totpOf(secretBase32: string, label = 'account', issuer = 'Simmer') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step a 6-digit code is valid for (one step of clock drift either way), or null. */
function stepOf(ctx: AppContext, secretBase32: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = ctx.config.now().getTime();
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD) + delta;
}

/** Recovery codes are compared without case, spaces or dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function staffOnly(auth: Auth) {
  if (!isStaff(auth.role)) throw AppError.forbidden(msg.twoStepStaffOnly);
}

export async function status(ctx: AppContext, auth: Auth): Promise<TwoStepStatus> {
  return { enabled: await repo.isEnrolled(ctx.db, auth.userId), required: await repo.required(ctx.db) };
}

/** A new key for the authenticator app; it is shown this once and turns on with a code. */
export async function start(ctx: AppContext, auth: Auth) {
  staffOnly(auth);
  if (await repo.isEnrolled(ctx.db, auth.userId)) throw AppError.conflict(msg.twoStepAlreadyOn);
  const user = await accounts.findUserById(ctx.db, auth.userId);
  if (!user) throw AppError.unauthorized();
  const secret = new Secret({ size: 20 });
  await repo.putPendingSecret(
    ctx.db,
    auth.userId,
    encryptSecret(ctx.config, secret.base32),
    ctx.config.now(),
  );
  const url = totpOf(secret.base32, user.email, await brandName(ctx)).toString();
  return { secret: secret.base32, otpauth_url: url };
}

/** The first code turns two-step sign-in on and gives the ten recovery codes, shown once. */
export async function confirm(ctx: AppContext, auth: Auth, code: string) {
  staffOnly(auth);
  const row = await repo.findSecret(ctx.db, auth.userId);
  if (!row || row.confirmedAt) throw AppError.conflict(msg.twoStepNotStarted);
  const step = stepOf(ctx, decryptSecret(ctx.config, row.secretEncrypted), code.trim());
  if (step === null) throw AppError.invalid(msg.twoStepCodeWrong, { code: msg.twoStepCodeWrong });
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const now = ctx.config.now();
  const done = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await repo.acceptStep(tx, auth.userId, step, now, true))) return false;
    await repo.replaceRecoveryCodes(
      tx,
      auth.userId,
      codes.map((c) => accounts.sha256(normalise(c))),
    );
    return true;
  });
  if (!done) throw AppError.invalid(msg.twoStepCodeWrong, { code: msg.twoStepCodeWrong });
  // This session counts as enrolled from now on (the owner may require it of staff).
  const access_token = await accounts.signAccessToken(ctx.config, {
    userId: auth.userId,
    role: auth.role,
    familyId: auth.familyId,
  });
  return { msg: msg.twoStepEnabled, recovery_codes: codes, access_token };
}

/** Checks a 6-digit code (once per time step) or uses a recovery code (once). */
async function checkCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  const row = await repo.findSecret(ctx.db, userId);
  if (!row?.confirmedAt) return false;
  const given = code.trim();
  const now = ctx.config.now();
  if (/^\d{6}$/.test(given)) {
    const step = stepOf(ctx, decryptSecret(ctx.config, row.secretEncrypted), given);
    return step !== null && repo.acceptStep(ctx.db, userId, step, now, false);
  }
  return repo.useRecoveryCode(ctx.db, userId, accounts.sha256(normalise(given)), now);
}

export async function disable(ctx: AppContext, auth: Auth, code: string) {
  if (!(await repo.isEnrolled(ctx.db, auth.userId))) throw AppError.conflict(msg.twoStepNotOn);
  if (isStaff(auth.role) && (await repo.required(ctx.db))) throw AppError.forbidden(msg.twoStepSetupRequired);
  if (!(await checkCode(ctx, auth.userId, code))) {
    throw AppError.invalid(msg.twoStepCodeWrong, { code: msg.twoStepCodeWrong });
  }
  await repo.removeAll(ctx.db, auth.userId);
  return { msg: msg.twoStepDisabled };
}

/** The second step of a sign-in: the challenge from the first, and a code. */
export async function login(ctx: AppContext, token: string, code: string): Promise<Session> {
  const userId = await challengeUser(ctx, token);
  const user = await accounts.findUserById(ctx.db, userId);
  if (!user?.isActive) throw AppError.unauthorized(msg.twoStepSessionExpired);
  if (!(await checkCode(ctx, userId, code))) {
    throw AppError.invalid(msg.twoStepCodeWrong, { code: msg.twoStepCodeWrong });
  }
  return issueSession(ctx, user, msg.loginSuccess);
}

/** The owner requires two-step sign-in of all staff (after turning it on for themselves). */
export async function setPolicy(ctx: AppContext, auth: Auth, required: boolean) {
  // The staff permission, once the endpoint table names permissions; until then the owner's.
  if (auth.role !== 'owner') throw AppError.forbidden();
  if (required && !(await repo.isEnrolled(ctx.db, auth.userId))) {
    throw AppError.conflict(msg.twoStepRequireOwnFirst);
  }
  // audit: staff.two-step-policy
  await repo.setRequired(ctx.db, required, ctx.config.now());
  return { msg: required ? msg.twoStepRequirementOn : msg.twoStepRequirementOff };
}

async function signChallenge(ctx: AppContext, userId: number): Promise<string> {
  const now = Math.floor(ctx.config.now().getTime() / 1000);
  return new SignJWT({ typ: 'two-step' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setExpirationTime(now + CHALLENGE_SECONDS)
    .setIssuer('simmer')
    .sign(ctx.config.jwtSecret);
}

async function challengeUser(ctx: AppContext, token: string): Promise<number> {
  try {
    const { payload } = await jwtVerify(token, ctx.config.jwtSecret, {
      algorithms: ['HS256'],
      issuer: 'simmer',
      currentDate: ctx.config.now(),
    });
    const userId = Number(payload.sub);
    if (payload.typ !== 'two-step' || !Number.isInteger(userId)) throw new Error('not a challenge');
    return userId;
  } catch {
    throw AppError.unauthorized(msg.twoStepSessionExpired);
  }
}

/** The account a challenge names, unverified: only the key of the per-account attempt limit. */
export function challengeKey(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  try {
    const sub = decodeJwt(token).sub;
    return sub ? `user:${sub}` : null;
  } catch {
    return null;
  }
}

/** What a sign-in does after the password: ask for a code, or mark the session as needing enrolment. */
export const twoStepGate: SignInGate = {
  async challenge(ctx, user): Promise<TwoStepChallenge | null> {
    if (!(await repo.isEnrolled(ctx.db, user.id))) return null;
    return { msg: msg.twoStepCodeNeeded, two_step_token: await signChallenge(ctx, user.id) };
  },
  async pending(ctx, user) {
    if (!isStaff(user.role)) return false;
    return (await repo.required(ctx.db)) && !(await repo.isEnrolled(ctx.db, user.id));
  },
};
