import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

export interface JobOptions {
  /** Attempts after the first one. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each retry when `retryBackoff`. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Only one queued job per key (e.g. one transcode per asset). */
  singletonKey?: string;
  startAfter?: number | Date;
  expireInSeconds?: number;
}

export interface JobInfo {
  id: string;
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/** The durable job queue (pg-boss) every domain uses: transcodes, mail, renewals, expiry. */
export interface Jobs {
  send<T extends object>(name: string, data: T, opts?: JobOptions): Promise<string | null>;
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    opts?: { pollingIntervalSeconds?: number; batchSize?: number },
  ): Promise<void>;
  schedule(
    name: string,
    cron: string,
    data?: object,
    opts?: Pick<JobOptions, 'retryLimit' | 'expireInSeconds'>,
  ): Promise<void>;
  /** Stops a schedule made earlier (a setting turned off). */
  unschedule(name: string): Promise<void>;
  state(name: string, id: string): Promise<{ state: string; retryCount: number; output: unknown } | null>;
  /** Whether this process runs workers (`simmer start` does unless JOBS_WORKER=false). */
  readonly runsWorkers: boolean;
  stop(): Promise<void>;
}

/**
 * pg-boss on the application's own database. On PostgreSQL it uses the same pool; on
 * PGlite (one connection in WebAssembly) queries are passed through `database.query`,
 * and parameterless scripts (pg-boss's schema migrations) through `database.exec`.
 */
export async function createJobs(
  database: Database,
  log: FastifyBaseLogger,
  opts: { runWorkers: boolean },
): Promise<Jobs> {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        try {
          return await (values && values.length > 0 ? database.query(text, values) : database.exec(text));
        } catch (err) {
          // A handler still running when `stop` gave up waiting finishes after the database
          // closed: its job stays active and the queue hands it out again once it expires.
          if (stopped) {
            log.warn({ err }, 'job queue write after stop dropped');
            // Completing or failing a job answers with the count of jobs it changed, which
            // pg-boss reads from the first row: an empty answer would throw in its worker loop.
            return { rows: /\bselect count\(\*\) from results\s*$/i.test(text) ? [{ count: '0' }] : [] };
          }
          throw err;
        }
      },
    },
    schedule: opts.runWorkers,
    supervise: opts.runWorkers,
    // Finished jobs: completed ones are archived after a day, failed ones after a week, and
    // archived rows deleted a week later, by the queue's own maintenance (supervise).
    archiveCompletedAfterSeconds: 86_400,
    archiveFailedAfterSeconds: 7 * 86_400,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name).catch(() => undefined);
    queues.add(name);
  };

  return {
    runsWorkers: opts.runWorkers,
    async send(name, data, o = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        retryLimit: o.retryLimit ?? 3,
        retryDelay: o.retryDelay ?? 10,
        retryBackoff: o.retryBackoff ?? true,
        ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
        ...(o.startAfter !== undefined ? { startAfter: o.startAfter } : {}),
        ...(o.expireInSeconds ? { expireInSeconds: o.expireInSeconds } : {}),
      });
    },
    async work(name, handler, o = {}) {
      if (!opts.runWorkers) return;
      await ensureQueue(name);
      await boss.work<object>(
        name,
        {
          pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2,
          batchSize: o.batchSize ?? 1,
          includeMetadata: true,
        },
        async (jobs) => {
          for (const job of jobs) {
            await handler(job.data as never, { id: job.id, retryCount: job.retryCount });
          }
        },
      );
    },
    async schedule(name, cron, data = {}, o = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, o);
    },
    async unschedule(name) {
      await boss.unschedule(name);
    },
    async state(name, id) {
      const job = await boss.getJobById(name, id);
      return job ? { state: job.state, retryCount: job.retryCount, output: job.output } : null;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
