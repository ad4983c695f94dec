import { endpoints, msg } from '@simmer/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import * as accountData from './account-data.service';

/** How many archives a member may download per hour (each one reads all of their rows). */
export const exportsPerHour = 3;

/** Member data rights: the member's archive and account deletion, and the same for staff. */
export function accountDataRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Per member, not per address: in Redis when REDIS_URL is set, so it holds across processes.
    const exportLimit = app.createRateLimit({
      max: exportsPerHour,
      timeWindow: 3_600_000,
      keyGenerator: (req) => `account-export:${req.auth?.userId ?? req.ip}`,
    });
    await serve('account-data', endpoints.accountData, {
      exportMine: async (req, reply) => {
        const auth = requireAuth(req.auth);
        const limit = await exportLimit(req);
        if (!limit.isAllowed && limit.isExceeded) throw new AppError(429, msg.exportTooOften);
        return send(reply, await accountData.exportOwnData(ctx, auth));
      },
      deleteMine: (req) => accountData.deleteOwnAccount(ctx, requireAuth(req.auth), req.body),
      exportMember: async (req, reply) =>
        send(reply, await accountData.exportMemberData(ctx, requireAuth(req.auth), req.params.id, req.ip)),
      deleteMember: (req) => accountData.deleteMemberAccount(ctx, requireAuth(req.auth), req.params.id),
    })(app);
  };
}

function send(reply: FastifyReply, archive: accountData.MemberArchive) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${archive.fileName}"`)
    .header('cache-control', 'no-store')
    .send(archive.stream);
}
