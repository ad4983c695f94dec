import { type AccountRole, msg } from '@simmer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { verifyAccessToken } from '../modules/auth/tokens';
import { AppError } from './errors';

export type Access = 'public' | 'user' | 'admin';

/** The caller, passed explicitly to services. `null` is a visitor. */
export interface Auth {
  userId: number;
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
 * closed. `user` means any signed-in account, `admin` an account with the admin role.
 */
export function registerAccessGuard(app: FastifyInstance, config: Config) {
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
    if (access === 'admin' && request.auth.role === 'user') throw AppError.forbidden();
    // Staff who must set up two-step sign-in reach nothing else of the admin first.
    if (access === 'admin' && request.auth.twoStepPending) throw AppError.forbidden(msg.twoStepSetupRequired);
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

/** Ownership check used by services; a denied read answers as if the item did not exist. */
export function assertOwner(auth: Auth | null, ownerId: number, opts: { adminMay?: boolean } = {}) {
  if (!auth) throw AppError.unauthorized();
  if (auth.userId === ownerId) return;
  if (opts.adminMay && auth.role !== 'user') return;
  throw AppError.notFound();
}
