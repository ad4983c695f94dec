import {
  type AssignableRole,
  type ChangeRole,
  type Invitation,
  type InviteStaff,
  isStaff,
  msg,
  roleLabels,
  type StaffOverview,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { auditNote } from '../audit/note.service';
import { recordAudit } from '../audit/record.service';
import { newOpaqueToken, sha256 } from '../auth/accounts.service';
import { emailOf } from '../auth/auth.read';
import {
  type AccountBrief,
  accountBrief,
  accountByLowerEmail,
  listStaffAccounts,
  lockOwners,
  setRole,
} from '../auth/roles.service';
import * as repo from './staff.repo';

/** How long an invitation link works. */
export const inviteTtlDays = 7;

export async function overview(ctx: AppContext): Promise<StaffOverview> {
  const staff = await listStaffAccounts(ctx.db);
  const invites = await repo.openInvites(ctx.db, ctx.config.now());
  const inviters = new Map<number, string | null>();
  for (const id of new Set(invites.flatMap((i) => (i.invitedBy ? [i.invitedBy] : [])))) {
    inviters.set(id, await emailOf(ctx.db, id));
  }
  return {
    staff: staff.map((s) => ({
      id: s.id,
      email: s.email,
      first_name: s.firstName,
      last_name: s.lastName,
      role: s.role,
      created: s.createdAt.toISOString(),
    })),
    invites: invites.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      invited_by: i.invitedBy ? (inviters.get(i.invitedBy) ?? null) : null,
      created: i.createdAt.toISOString(),
      expires: i.expiresAt.toISOString(),
    })),
  };
}

/** Sends a one-use link, valid 7 days, that gives the role to the account with this address. */
export async function invite(ctx: AppContext, auth: Auth, input: InviteStaff) {
  const email = input.email.trim().toLowerCase();
  const now = ctx.config.now();
  const token = newOpaqueToken();
  await ctx.db.transaction(async (db) => {
    await repo.lockAddress(db, email);
    const account = await accountByLowerEmail(db, email);
    if (account && isStaff(account.role))
      throw AppError.conflict(msg.staffAlreadyStaff, { email: msg.staffAlreadyStaff });
    if (await repo.openInviteFor(db, email, now))
      throw AppError.conflict(msg.staffInviteOpen, { email: msg.staffInviteOpen });
    const row = await repo.insertInvite(db, {
      email,
      role: input.role,
      tokenHash: sha256(token),
      invitedBy: auth.userId,
      expiresAt: new Date(now.getTime() + inviteTtlDays * 86_400_000),
    });
    auditNote({
      targetType: 'invite',
      targetId: row.id,
      summary: `Invited ${email} as ${roleLabels[input.role]}`,
    });
  });
  const brand = ctx.config.BRAND_NAME;
  const link = `${ctx.config.publicUrl}/staff-invite/${token}`;
  await ctx.mailer.send({
    to: email,
    subject: `${brand}: you are invited to join the staff`,
    text: `Hello,\n\nYou are invited to join the staff of ${brand} as ${roleLabels[input.role]}. Open this link within ${inviteTtlDays} days, then sign up or log in with this e-mail address (${email}) to accept:\n\n${link}\n\nThe link works once. If you did not expect it, ignore this e-mail.\n`,
  });
  return { msg: msg.staffInvited };
}

export async function cancelInvite(ctx: AppContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const revoked = await repo.revokeInvite(tx, id, ctx.config.now());
    if (!revoked) throw AppError.notFound(msg.staffInviteNotFound);
    auditNote({
      targetType: 'invite',
      targetId: id,
      summary: `Cancelled the invitation of ${revoked.email}`,
    });
  });
  return { msg: msg.staffInviteCancelled };
}

/**
 * Loads the staff account a change is about, refusing what would leave the brand without an
 * owner (409), then a change of one's own role (400). The owners are locked until the change
 * commits.
 */
async function staffTarget(db: Db, auth: Auth, id: number): Promise<AccountBrief> {
  const owners = await lockOwners(db);
  const target = await accountBrief(db, id);
  if (!target || !isStaff(target.role)) throw AppError.notFound(msg.staffNotFound);
  if (target.role === 'owner' && owners.length <= 1) throw AppError.conflict(msg.staffLastOwner);
  if (target.id === auth.userId) throw AppError.invalid(msg.staffNotYourself);
  return target;
}

export async function changeRole(ctx: AppContext, auth: Auth, id: number, input: ChangeRole) {
  await ctx.db.transaction(async (db) => {
    const target = await staffTarget(db, auth, id);
    await setRole(db, id, input.role, ctx.config.now());
    auditNote({
      targetType: 'account',
      targetId: id,
      summary: `${target.email}: ${roleLabels[target.role]} → ${roleLabels[input.role]}`,
    });
  });
  return { msg: msg.staffRoleChanged };
}

/** The account stays, as a member. */
export async function remove(ctx: AppContext, auth: Auth, id: number) {
  await ctx.db.transaction(async (db) => {
    const target = await staffTarget(db, auth, id);
    await setRole(db, id, 'user', ctx.config.now());
    auditNote({
      targetType: 'account',
      targetId: id,
      summary: `${target.email}: ${roleLabels[target.role]} → ${roleLabels.user}`,
    });
  });
  return { msg: msg.staffRemoved };
}

/** The owner hands the brand to another staff member and becomes an administrator. */
export async function transferOwnership(ctx: AppContext, auth: Auth, id: number) {
  await ctx.db.transaction(async (db) => {
    const owners = await lockOwners(db);
    if (!owners.includes(auth.userId)) throw AppError.forbidden(msg.noStaffAccess);
    const target = await accountBrief(db, id);
    if (!target || target.id === auth.userId || !isStaff(target.role) || !target.isActive)
      throw AppError.invalid(msg.staffTransferTarget);
    const now = ctx.config.now();
    await setRole(db, id, 'owner', now);
    await setRole(db, auth.userId, 'admin', now);
    auditNote({ targetType: 'account', targetId: id, summary: `Ownership to ${target.email}` });
  });
  return { msg: msg.staffTransferred };
}

function statusOf(row: repo.InviteRow, now: Date): Invitation['status'] {
  if (row.acceptedAt || row.revokedAt) return 'used';
  return row.expiresAt <= now ? 'expired' : 'open';
}

/** What the link is for; a cancelled link reads as used. */
export async function invitation(ctx: AppContext, token: string): Promise<Invitation> {
  const row = await repo.inviteByHash(ctx.db, sha256(token));
  if (!row) throw AppError.notFound(msg.staffInviteNotFound);
  return {
    email: row.email,
    role: row.role as AssignableRole,
    expires: row.expiresAt.toISOString(),
    status: statusOf(row, ctx.config.now()),
  };
}

/**
 * The signed-in account takes the invited role, once, before the link expires, and only if its
 * address is the invited one. Recorded in the audit log with the role it gave.
 */
export async function acceptInvite(ctx: AppContext, auth: Auth, token: string, ip: string) {
  const now = ctx.config.now();
  await ctx.db.transaction(async (db) => {
    const row = await repo.inviteByHash(db, sha256(token), { lock: true });
    if (!row) throw AppError.notFound(msg.staffInviteNotFound);
    const status = statusOf(row, now);
    if (status === 'used') throw AppError.conflict(msg.staffInviteUsed);
    if (status === 'expired') throw AppError.conflict(msg.staffInviteExpired);
    const account = await accountBrief(db, auth.userId);
    if (!account || account.email.toLowerCase() !== row.email)
      throw AppError.forbidden(msg.staffInviteWrongEmail);
    if (isStaff(account.role)) throw AppError.conflict(msg.staffAlreadyStaff);
    await setRole(db, account.id, row.role, now, { verifyEmail: true });
    await repo.markAccepted(db, row.id, account.id, now);
    await recordAudit(db, {
      actorId: account.id,
      actorEmail: account.email,
      action: 'staff.acceptInvite',
      targetType: 'account',
      targetId: account.id,
      summary: `${account.email} joined as ${roleLabels[row.role]}`,
      ip,
    });
  });
  return { msg: msg.staffInviteAccepted };
}
