import type { Db } from '../../db/client';
import { type CommitScope, runInCommitScope } from '../../db/commit-hooks';
import { auditLog } from '../../db/schema';
import { emailOf } from '../auth/auth.read';
import type { AuditNote, AuditScope } from './note.service';

export interface AuditEntryInput {
  actorId: number | null;
  /** Looked up from the account when left out. */
  actorEmail?: string;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  summary?: string;
  ip?: string | null;
}

/**
 * Appends one entry. Pass the transaction of the change it records, so both commit together;
 * a named action outside a route (a role taken by accepting an invitation) calls it itself.
 */
export async function recordAudit(db: Db, entry: AuditEntryInput) {
  const actorEmail =
    entry.actorEmail ??
    (entry.actorId === null ? 'system' : ((await emailOf(db, entry.actorId)) ?? 'unknown'));
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorEmail,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === null || entry.targetId === undefined ? null : String(entry.targetId),
    summary: (entry.summary ?? '').slice(0, 500),
    ip: entry.ip ?? null,
  });
}

/**
 * Runs a staff write so that it cannot go unrecorded (decision 711): the audit row is inserted by
 * the write's first transaction just before it commits, so the change and its row commit or roll
 * back together. A write that runs no transaction (one statement) gets its row once it has
 * succeeded. A write that fails gets none.
 */
export async function audited<T>(
  db: Db,
  entry: Omit<AuditEntryInput, keyof AuditNote> & AuditNote,
  run: () => Promise<T>,
): Promise<T> {
  let written = false;
  let writtenIn: Db | null = null;
  let closed = false;
  const note: AuditNote = { targetType: entry.targetType, targetId: entry.targetId, summary: entry.summary };
  const write = async (target: Db) => {
    written = true;
    await recordAudit(target, { ...entry, ...note });
  };
  const scope: AuditScope & CommitScope = {
    kind: 'audit',
    note,
    beforeCommit: async (tx) => {
      if (written || closed) return;
      writtenIn = tx;
      await write(tx);
    },
    // The row went with a transaction that did not commit: the next one (or the end) writes it.
    rolledBack: (tx) => {
      if (writtenIn !== tx) return;
      written = false;
      writtenIn = null;
    },
  };
  try {
    const result = await runInCommitScope(scope, run);
    if (!written) await write(db);
    return result;
  } finally {
    // Work the handler left running (a job, a promise it did not wait for) writes no row.
    closed = true;
  }
}
