import { type DeleteAccount, fillMessage, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { auditNote } from '../audit/note.service';
import { recordAudit } from '../audit/record.service';
import { accountRecordOf } from '../auth/auth.read';
import { confirmIdentity, eraseAccount } from '../auth/erasure.service';
import { stopBillingFor } from '../billing/erasure.service';
import { removePostsOf } from '../community/erasure.service';
import { removeEngagementOf } from '../engagement/erasure.service';
import { removeListsOf } from '../grocery/erasure.service';
import { removeLiveActivityOf } from '../live/erasure.service';
import { removeMailRecordsOf } from '../newsletters/erasure.service';
import { removeNotificationsOf } from '../notifications/erasure.service';
import { removeRecipeBoxOf } from '../recipe-box/erasure.service';
import { removeNotesOf } from '../recipe-notes/erasure.service';
import { eraseBuyerDetailsOf } from '../store/erasure.service';
import { removeWatchingOf } from '../watching/erasure.service';
import { buildArchive } from './archive';
import { gatherMemberData } from './gather';
import { deleteUploadedFiles } from './uploads';

/** A data archive ready to send: its stream and its file name. */
export interface MemberArchive {
  stream: NodeJS.ReadableStream;
  fileName: string;
}

async function archiveOf(ctx: AppContext, userId: number, subject: string): Promise<MemberArchive> {
  const gathered = await gatherMemberData(ctx, userId);
  if (!gathered) throw AppError.notFound(msg.memberNotFound);
  const stream = await buildArchive(ctx, { ...gathered, subject });
  const slug =
    ctx.config.BRAND_NAME.toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'simmer';
  const day = ctx.config.now().toISOString().slice(0, 10);
  return { stream, fileName: `${slug}-data-${userId}-${day}.zip` };
}

/** The signed-in member's own data archive. */
export async function exportOwnData(ctx: AppContext, auth: Auth) {
  const account = await accountRecordOf(ctx.db, auth.userId);
  if (!account?.isActive) throw AppError.unauthorized();
  return archiveOf(ctx, auth.userId, 'you');
}

/** Staff download a member's archive (staff accounts are not members: 404). */
export async function exportMemberData(ctx: AppContext, staff: Auth, memberId: number, ip: string) {
  const account = await memberAccount(ctx, memberId);
  // A download changes nothing, so no admin write records it: the export is recorded here.
  await recordAudit(ctx.db, {
    actorId: staff.userId,
    action: 'member.export',
    targetType: 'user',
    targetId: account.id,
    summary: "downloaded the member's data",
    ip,
  });
  return archiveOf(ctx, account.id, `member ${account.id}`);
}

/** The member deletes their own account after confirming who they are. */
export async function deleteOwnAccount(ctx: AppContext, auth: Auth, input: DeleteAccount) {
  const account = await accountRecordOf(ctx.db, auth.userId);
  if (!account || account.deletedAt) throw AppError.unauthorized();
  if (account.role !== 'user') throw AppError.forbidden(msg.staffAccountNotDeletable);
  await confirmIdentity(ctx, auth, input.password);
  await deleteAccount(ctx, account, 'member');
  return { msg: msg.accountDeleted };
}

/** Staff delete a member's account. Staff accounts are managed in the staff pages, not here. */
export async function deleteMemberAccount(ctx: AppContext, staff: Auth, memberId: number) {
  const account = await memberAccount(ctx, memberId);
  if (account.deletedAt) throw AppError.conflict(msg.memberAlreadyDeleted);
  if (staff.userId === account.id) throw AppError.forbidden(msg.staffAccountNotDeletable);
  await deleteAccount(ctx, account, 'staff');
  return { msg: msg.adminMemberDeleted };
}

type Account = NonNullable<Awaited<ReturnType<typeof accountRecordOf>>>;

async function memberAccount(ctx: AppContext, memberId: number): Promise<Account> {
  const account = await accountRecordOf(ctx.db, memberId);
  if (!account) throw AppError.notFound(msg.memberNotFound);
  if (account.role !== 'user') throw AppError.forbidden(msg.staffAccountNotDeletable);
  return account;
}

/**
 * Deletes an account in one transaction: the plan stops renewing, posts, comments, likes,
 * saved items, lists, notifications and livestream chat go, store orders forget the address,
 * and the account itself is erased and signed out everywhere. Payments, purchases and orders
 * stay (amounts, dates, items) without the person's name, e-mail or address. The confirmation
 * goes to the address read before the erasure; the uploaded pictures are removed afterwards.
 */
async function deleteAccount(ctx: AppContext, account: Account, by: 'member' | 'staff') {
  const now = ctx.config.now();
  const gathered = await gatherMemberData(ctx, account.id);
  const uploads = gathered?.images.map((i) => i.url) ?? [];
  await ctx.db.transaction(async (db) => {
    // Staff deleting a member: the item of the audit row their admin write makes.
    auditNote({ targetType: 'user', targetId: account.id, summary: "deleted the member's account" });
    await stopBillingFor(ctx, db, account.id, now);
    await removePostsOf(db, account.id);
    await removeEngagementOf(db, account.id);
    await removeLiveActivityOf(db, account.id);
    await removeListsOf(db, account.id);
    await removeRecipeBoxOf(db, account.id);
    await removeNotesOf(db, account.id);
    await removeWatchingOf(db, account.id);
    await removeNotificationsOf(db, account.id);
    await removeMailRecordsOf(db, account.id, account.email);
    await eraseBuyerDetailsOf(db, account.id);
    await eraseAccount(db, account.id, now);
  });
  await sendDeletedMail(ctx, account, by, now);
  await deleteUploadedFiles(ctx, uploads);
}

async function sendDeletedMail(ctx: AppContext, account: Account, by: 'member' | 'staff', now: Date) {
  const brand = ctx.config.BRAND_NAME;
  try {
    await ctx.mailer.send({
      to: account.email,
      subject: fillMessage(msg.accountDeletedSubject, { brand }),
      text: fillMessage(by === 'member' ? msg.accountDeletedBody : msg.accountDeletedByStaffBody, {
        brand,
        name: account.firstName,
        date: now.toISOString().slice(0, 10),
      }),
    });
  } catch (error) {
    ctx.log.warn({ err: error, userId: account.id }, 'account deletion mail failed');
  }
}
