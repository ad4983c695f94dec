import { z } from 'zod';
import { AdminDeleteAccountSchema, DeleteAccountSchema, MemberIdParamsSchema } from '../account-data';
import { ActionSchema } from '../common';
import { endpoint } from '../endpoint';

/**
 * Member data rights: the member's own archive and account deletion, and the same two for
 * staff on a member's account. Archives are zip files sent as a stream.
 */
export const accountDataEndpoints = {
  /** The signed-in member's data as one zip archive (rate-limited per member). */
  exportMine: endpoint({
    method: 'GET',
    path: '/users/profile/export/',
    access: 'user',
    summary: 'Download all of your data as a zip archive',
    response: 'stream',
    responses: { 200: z.string() },
  }),
  /** Deletes the signed-in member's account; the password (or a recent sign-in) and the typed word. */
  deleteMine: endpoint({
    method: 'POST',
    path: '/users/profile/delete/',
    access: 'user',
    summary: 'Delete your account',
    body: DeleteAccountSchema,
    response: ActionSchema,
  }),
  exportMember: endpoint({
    method: 'GET',
    path: '/adminpanel/users/:id/export/',
    access: 'admin',
    permission: 'members',
    summary: "Download a member's data as a zip archive",
    params: MemberIdParamsSchema,
    response: 'stream',
    responses: { 200: z.string() },
  }),
  deleteMember: endpoint({
    method: 'POST',
    path: '/adminpanel/users/:id/delete/',
    access: 'admin',
    permission: 'members',
    summary: "Delete a member's account",
    params: MemberIdParamsSchema,
    body: AdminDeleteAccountSchema,
    response: ActionSchema,
  }),
} as const;
