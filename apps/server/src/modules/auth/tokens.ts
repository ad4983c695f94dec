import { createHash, randomBytes } from 'node:crypto';
import { type AccountRole, accountRoles, msg } from '@simmer/contracts';
import { EncryptJWT, errors, jwtDecrypt, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';

export interface AccessClaims {
  userId: number;
  role: AccountRole;
  /** The refresh family this access token was issued with; lets a member end other sessions. */
  familyId: string;
  /** A staff member who must enrol in two-step sign-in first (the owner requires it). */
  twoStepPending?: boolean;
}

export function signAccessToken(config: Config, claims: AccessClaims): Promise<string> {
  const now = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({
    role: claims.role,
    fam: claims.familyId,
    typ: 'access',
    ...(claims.twoStepPending ? { tsp: true } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(now)
    .setExpirationTime(now + config.ACCESS_TOKEN_TTL_SECONDS)
    .setIssuer('simmer')
    .sign(config.jwtSecret);
}

/** How many verified access tokens a process remembers (the most recently seen). */
const rememberedTokens = 10_000;
const verified = new WeakMap<Config, Map<string, { claims: AccessClaims; expiresAt: number }>>();

/**
 * Only HS256 is accepted, so `alg: none` and swapped algorithms fail verification. A token
 * verified once is remembered until it expires: the same signed string always verifies the same
 * way, so a member's next requests skip the signature check (nothing else is read per request).
 */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessClaims> {
  let seen = verified.get(config);
  if (!seen) {
    seen = new Map();
    verified.set(config, seen);
  }
  const known = seen.get(token);
  if (known && known.expiresAt > config.now().getTime()) return known.claims;
  if (known) seen.delete(token);
  const { claims, expiresAt } = await verifySignature(config, token);
  if (seen.size >= rememberedTokens) seen.delete(seen.keys().next().value as string);
  seen.set(token, { claims, expiresAt });
  return claims;
}

async function verifySignature(config: Config, token: string) {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ['HS256'],
      issuer: 'simmer',
      currentDate: config.now(),
    });
    const userId = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(userId)) throw AppError.unauthorized(msg.tokenInvalid);
    const role = accountRoles.find((r) => r === payload.role);
    if (!role) throw AppError.unauthorized(msg.tokenInvalid);
    const claims: AccessClaims = {
      userId,
      role,
      familyId: String(payload.fam ?? ''),
      ...(payload.tsp === true ? { twoStepPending: true } : {}),
    };
    // jwtVerify refuses a token without `exp` only if asked; one without it is kept a minute.
    const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : config.now().getTime() + 60_000;
    return { claims, expiresAt };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw AppError.unauthorized(msg.sessionExpired);
    throw AppError.unauthorized(msg.tokenInvalid);
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** What a sign-up carries until its link is opened: no account exists before that. */
export interface PendingSignUp {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** The key that seals sign-up links: derived from the token secret, for this use only. */
function signUpKey(config: Config): Uint8Array {
  return createHash('sha256').update('simmer sign-up link\0').update(config.jwtSecret).digest();
}

/**
 * A sign-up sealed into its link (encrypted and authenticated, so the password hash is not
 * readable from the mail and nothing in it can be changed), valid for `ttlHours`.
 */
export function sealSignUp(config: Config, pending: PendingSignUp, ttlHours: number): Promise<string> {
  const now = Math.floor(config.now().getTime() / 1000);
  return new EncryptJWT({
    typ: 'sign-up',
    e: pending.email,
    f: pending.firstName,
    l: pending.lastName,
    p: pending.passwordHash,
  })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlHours * 3600)
    .setIssuer('simmer')
    .encrypt(signUpKey(config));
}

/** The sign-up of a sealed link; null when the link is forged, changed or expired. */
export async function openSignUp(config: Config, token: string): Promise<PendingSignUp | null> {
  try {
    const { payload } = await jwtDecrypt(token, signUpKey(config), {
      issuer: 'simmer',
      currentDate: config.now(),
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const { typ, e, f, l, p } = payload;
    if (typ !== 'sign-up' || typeof e !== 'string' || typeof f !== 'string') return null;
    if (typeof l !== 'string' || typeof p !== 'string') return null;
    return { email: e, firstName: f, lastName: l, passwordHash: p };
  } catch {
    return null;
  }
}

/** Whether a verification token is a sealed sign-up (five dot-separated parts) or an opaque one. */
export function isSealedSignUp(token: string): boolean {
  return token.split('.').length === 5;
}
