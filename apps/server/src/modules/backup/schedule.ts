import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { writeBackup } from './backup';

export const backupQueue = 'backup.scheduled';

export const cronOf: Record<string, string> = { daily: '30 2 * * *', hourly: '15 * * * *' };

/** `simmer-backup-20261128-023000.tar`: names that sort by time. */
const archiveName = (at: Date) =>
  `simmer-backup-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar`;
const ours = /^simmer-backup-\d{8}-\d{6}\.tar$/;

/** Writes one archive into BACKUP_DIR and deletes the oldest beyond BACKUP_KEEP (only archives it named). */
export async function runScheduledBackup(ctx: AppContext) {
  const { backupDir, BACKUP_KEEP } = ctx.config;
  const summary = await writeBackup(ctx, path.join(backupDir, archiveName(ctx.config.now())));
  const archives = (await readdir(backupDir)).filter((n) => ours.test(n)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - BACKUP_KEEP));
  for (const name of removed) await rm(path.join(backupDir, name), { force: true });
  return { ...summary, removed };
}
