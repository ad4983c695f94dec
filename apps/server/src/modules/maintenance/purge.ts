import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notifications, passwordResetTokens, refreshTokens } from '../../db/schema';

export const purgeQueue = 'maintenance.purge';

export interface PurgeResult {
  refreshTokens: number;
  resetTokens: number;
  notifications: number;
}

const affected = (result: unknown) =>
  Number(
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0,
  );

/**
 * Removes rows that no reader needs any more:
 * - refresh tokens past their expiry or revoked (a revoked or expired token is refused
 *   either way; used tokens still valid stay, so replaying one still revokes its family);
 * - password-reset links past their expiry;
 * - read notifications older than NOTIFICATION_RETENTION_DAYS (unread ones stay).
 * Finished job rows are archived and deleted by the job queue's own maintenance
 * (see `createJobs`).
 */
export async function purgeExpired(ctx: AppContext): Promise<PurgeResult> {
  const now = ctx.config.now();
  const cutoff = new Date(now.getTime() - ctx.config.NOTIFICATION_RETENTION_DAYS * 86_400_000);
  const tokens = await ctx.db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, now), isNotNull(refreshTokens.revokedAt)));
  const resets = await ctx.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
  const read = await ctx.db
    .delete(notifications)
    .where(and(sql`${notifications.isRead}`, lt(notifications.createdAt, cutoff)));
  return { refreshTokens: affected(tokens), resetTokens: affected(resets), notifications: affected(read) };
}

/** The nightly purge; it runs in every process started with JOBS_WORKER=true. */
export async function registerMaintenanceWorkers(ctx: AppContext) {
  if (!ctx.jobs.runsWorkers) return;
  await ctx.jobs.work(purgeQueue, async () => {
    const removed = await purgeExpired(ctx);
    ctx.log.info(removed, 'expired rows purged');
  });
  // Every night at 03:40.
  await ctx.jobs.schedule(purgeQueue, '40 3 * * *');
}
