import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

/**
 * Work that must commit with the change a request makes (the audit row of a staff write,
 * decision 711). A scope is opened around a route's handler; the first top-level transaction
 * the handler runs calls `beforeCommit` with its own transaction just before committing, so
 * the work commits or rolls back with the change.
 */
export interface CommitScope {
  beforeCommit: (tx: Db) => Promise<void>;
  /** The transaction `beforeCommit` ran in did not commit after all (a later error, a failed commit). */
  rolledBack?: (tx: Db) => void;
}

const scopes = new AsyncLocalStorage<CommitScope>();

export function runInCommitScope<T>(scope: CommitScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/**
 * The database with its `transaction` calling the open scope's `beforeCommit` at the end of the
 * transaction's work. Nested transactions (savepoints) are the transaction's own and unchanged.
 */
export function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const hooked: Db['transaction'] = (work, config) => {
    const scope = scopes.getStore();
    let hookedTx: Db | undefined;
    return transaction(async (tx) => {
      const result = await work(tx);
      hookedTx = tx as unknown as Db;
      await scope?.beforeCommit(hookedTx);
      return result;
    }, config).catch((error: unknown) => {
      if (hookedTx) scope?.rolledBack?.(hookedTx);
      throw error;
    });
  };
  db.transaction = hooked;
  return db;
}

/** The scope open around the current request's handler, if any. */
export function currentCommitScope(): CommitScope | undefined {
  return scopes.getStore();
}
