import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from '@tus/server';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

/** How long a request waits for an upload another request is writing before it answers 409. */
const acquireTimeoutMs = 10_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One upload at a time, across processes: a transaction-level PostgreSQL advisory lock, held
 * by a transaction that stays open until `unlock`. The server drops it by itself when the
 * process or its connection dies, so a killed process never leaves an upload locked.
 */
class AdvisoryLock implements Lock {
  private release?: () => void;
  private held?: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly holders: Map<string, RequestRelease>,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + acquireTimeoutMs;
    for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
      if (await this.tryLock()) {
        this.holders.set(this.id, requestRelease);
        return;
      }
      // A holder in this process is asked to let go (as the library's MemoryLocker does); one
      // in another process ends when its request does.
      await this.holders.get(this.id)?.();
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await pause(wait);
    }
  }

  async unlock(): Promise<void> {
    this.holders.delete(this.id);
    this.release?.();
    await this.held;
  }

  private tryLock(): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.held = this.db
        .transaction(async (tx) => {
          const res = (await tx.execute(
            sql`select pg_try_advisory_xact_lock(hashtextextended(${`simmer:upload:${this.id}`}, 0)) as locked`,
          )) as unknown as { rows: { locked: boolean }[] };
          if (!res.rows[0]?.locked) return resolve(false);
          await new Promise<void>((done) => {
            this.release = done;
            resolve(true);
          });
        })
        // Whatever ends the transaction (commit, a lost connection) ends the lock with it.
        .then(
          () => undefined,
          (err) => reject(err),
        );
    });
  }
}

const memoryLockers = new WeakMap<Database, MemoryLocker>();

/**
 * The locker of the tus server: advisory locks on PostgreSQL; on PGlite, which serves a single
 * process, the library's in-memory locker, shared by every app on that database.
 */
export function uploadLocker(database: Database): Locker {
  if (database.kind === 'postgres') {
    const holders = new Map<string, RequestRelease>();
    return { newLock: (id) => new AdvisoryLock(database.db, id, holders) };
  }
  let locker = memoryLockers.get(database);
  if (!locker) {
    locker = new MemoryLocker({ acquireLockTimeout: acquireTimeoutMs });
    memoryLockers.set(database, locker);
  }
  return locker;
}
