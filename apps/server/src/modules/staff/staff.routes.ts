import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import * as staff from './staff.service';

/** The owner's staff page, and the invitation link an invited person opens. */
export function staffRoutes(ctx: AppContext) {
  return serve('staff', endpoints.staff, {
    list: () => staff.overview(ctx),
    invite: (req) => staff.invite(ctx, requireAuth(req.auth), req.body),
    cancelInvite: (req) => staff.cancelInvite(ctx, req.params.id),
    changeRole: (req) => staff.changeRole(ctx, requireAuth(req.auth), req.params.id, req.body),
    remove: (req) => staff.remove(ctx, requireAuth(req.auth), req.params.id),
    transferOwnership: (req) => staff.transferOwnership(ctx, requireAuth(req.auth), req.params.id),
    invitation: (req) => staff.invitation(ctx, req.params.token),
    acceptInvite: (req) => staff.acceptInvite(ctx, requireAuth(req.auth), req.params.token, req.ip),
  });
}
