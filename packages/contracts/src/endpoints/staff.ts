import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  ChangeRoleSchema,
  InvitationSchema,
  InviteStaffSchema,
  InviteTokenParamsSchema,
  StaffActionSchema,
  StaffOverviewSchema,
} from '../staff';

const id = z.object({ id: z.coerce.number().int().positive() });

/** Staff and their roles (the owner's page), and the invitation link an invited person opens. */
export const staffEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/staff/',
    access: 'admin',
    permission: 'staff',
    response: StaffOverviewSchema,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/admin/staff-invites/',
    access: 'admin',
    permission: 'staff',
    body: InviteStaffSchema,
    status: 201,
    response: StaffActionSchema,
  }),
  cancelInvite: endpoint({
    method: 'DELETE',
    path: '/admin/staff-invites/:id/',
    access: 'admin',
    permission: 'staff',
    params: id,
    response: StaffActionSchema,
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/admin/staff/:id/',
    access: 'admin',
    permission: 'staff',
    params: id,
    body: ChangeRoleSchema,
    response: StaffActionSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/staff/:id/',
    access: 'admin',
    permission: 'staff',
    params: id,
    response: StaffActionSchema,
  }),
  transferOwnership: endpoint({
    method: 'POST',
    path: '/admin/staff/:id/transfer-ownership/',
    access: 'admin',
    permission: 'staff',
    params: id,
    response: StaffActionSchema,
  }),
  /** What an invitation link is for (its address and role), so the page can say it before sign-in. */
  invitation: endpoint({
    method: 'GET',
    path: '/staff-invites/:token/',
    access: 'public',
    params: InviteTokenParamsSchema,
    response: InvitationSchema,
  }),
  /** The signed-in account with the invited address takes the role. */
  acceptInvite: endpoint({
    method: 'POST',
    path: '/staff-invites/:token/accept/',
    access: 'user',
    params: InviteTokenParamsSchema,
    response: StaffActionSchema,
  }),
} as const;
