import { type AccountRole, can, msg, type Permission } from '@simmer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { currentRole } from '../modules/auth/auth.read';
import { verifyAccessToken } from '../modules/auth/tokens';
import { AppError } from './errors';

export type Access = 'public' | 'user' | 'admin';

/** The caller, passed explicitly to services. `null` is a visitor. */
export interface Auth {
  userId: number;
  /** On admin routes, read from the database at the request (decision 710); elsewhere, the token's. */
  role: AccountRole;
  familyId: string;
  /** A staff member who must enrol in two-step sign-in before using the admin. */
  twoStepPending?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Error bodies also carry the message as `errorMessage`: the home editor's top-left and
     * top-right calls are read that way by the spec's clients (002 §8).
     */
    errorMessage?: boolean;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/**
 * Every route declares its access in `config.access`; a route that declares nothing is
 * closed. `user` means any signed-in account, `admin` a staff account whose role holds the
 * permission the entry names. On admin routes the role is read from the database, so a role
 * changed or taken away counts at the next request, whatever the access token says.
 */
export function registerAccessGuard(app: FastifyInstance, config: Config, db: Db) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!request.routeOptions.url) return; // not-found handler
    if (!access) throw AppError.notFound();
    const token = bearer(request);
    if (access === 'public') {
      // A visitor with a stale token is still a visitor on public routes.
      if (token) request.auth = await verifyAccessToken(config, token).catch(() => null);
      return;
    }
    if (!token) throw AppError.unauthorized();
    request.auth = await verifyAccessToken(config, token);
    if (access !== 'admin') return;
    const permission = request.routeOptions.config?.endpoint?.permission;
    // The token is checked against the account as it is now (an account gone or disabled: 401).
    const role = await currentRole(db, request.auth.userId);
    if (!role) throw AppError.unauthorized(msg.tokenInvalid);
    request.auth = { ...request.auth, role };
    // Staff who must set up two-step sign-in reach nothing else of the admin first.
    if (role !== 'user' && request.auth.twoStepPending) throw AppError.forbidden(msg.twoStepSetupRequired);
    if (!permission || !can(role, permission)) throw AppError.forbidden(msg.noStaffAccess);
  });
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/** For services: the signed-in caller, or a 401. */
export function requireAuth(auth: Auth | null): Auth {
  if (!auth) throw AppError.unauthorized();
  return auth;
}

/**
 * Ownership check used by services; a denied read answers as if the item did not exist.
 * `adminMay`: staff whose role holds this permission may act on anyone's item.
 */
export function assertOwner(auth: Auth | null, ownerId: number, opts: { adminMay?: Permission } = {}) {
  if (!auth) throw AppError.unauthorized();
  if (auth.userId === ownerId) return;
  if (opts.adminMay && can(auth.role, opts.adminMay)) return;
  throw AppError.notFound();
}

/** For services reached from non-admin routes: staff whose role holds the permission, or a 403. */
export function requirePermission(auth: Auth | null, permission: Permission): Auth {
  if (!auth) throw AppError.unauthorized();
  if (!can(auth.role, permission)) throw AppError.forbidden(msg.noStaffAccess);
  return auth;
}
