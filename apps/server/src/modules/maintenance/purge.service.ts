import type { AppContext } from '../../context';
import { purgeRefreshTokens, purgeResetTokens } from '../auth/accounts.service';
import { purgeRead } from '../notifications/notifications.service';
import { dropPendingOnGoneItems } from '../reports/reports.service';

export const purgeQueue = 'maintenance.purge';

export interface PurgeResult {
  refreshTokens: number;
  resetTokens: number;
  notifications: number;
  pendingReportsOnGoneItems: number;
}

/**
 * Removes rows that no reader needs any more:
 * - refresh tokens past their expiry or revoked (a revoked or expired token is refused
 *   either way; used tokens still valid stay, so replaying one still revokes its family);
 * - password-reset links past their expiry;
 * - read notifications older than NOTIFICATION_RETENTION_DAYS (unread ones stay);
 * - pending reports whose item is gone (already hidden from moderation).
 * Finished job rows are archived and deleted by the job queue's own maintenance
 * (see `createJobs`).
 */
export async function purgeExpired(ctx: AppContext): Promise<PurgeResult> {
  const now = ctx.config.now();
  const cutoff = new Date(now.getTime() - ctx.config.NOTIFICATION_RETENTION_DAYS * 86_400_000);
  // Each owner deletes its own rows (decision 580).
  const tokens = await purgeRefreshTokens(ctx.db, now);
  const resets = await purgeResetTokens(ctx.db, now);
  const read = await purgeRead(ctx.db, cutoff);
  const reports = await dropPendingOnGoneItems(ctx);
  return {
    refreshTokens: tokens,
    resetTokens: resets,
    notifications: read,
    pendingReportsOnGoneItems: reports,
  };
}
