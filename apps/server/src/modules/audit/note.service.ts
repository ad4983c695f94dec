import { currentCommitScope } from '../../db/commit-hooks';

/** What a service may tell the audit row of the staff write it serves (the item, a few words). */
export interface AuditNote {
  targetType?: string;
  targetId?: string | number | null;
  summary?: string;
}

/** The audit scope of a staff write: its row is written with the write's first transaction. */
export interface AuditScope {
  readonly kind: 'audit';
  note: AuditNote;
}

/**
 * Names the item a staff write changed, for its audit row. Call it inside the write's
 * transaction (before it commits); outside a staff write it does nothing.
 */
export function auditNote(note: AuditNote) {
  const scope = currentCommitScope() as Partial<AuditScope> | undefined;
  if (scope?.kind === 'audit' && scope.note) Object.assign(scope.note, note);
}
