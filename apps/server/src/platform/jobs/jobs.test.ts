import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { createJobs, type Jobs } from '.';

let database: Database;
let jobs: Jobs;
const log = { error: () => {} } as never;

beforeAll(async () => {
  // pg-boss on PGlite: the embedded default of every instance.
  database = await openDatabase({ dataDir: null });
  jobs = await createJobs(database, log, { runWorkers: true });
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

const until = async (check: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe('jobs on PGlite', () => {
  it('retries a failing job with back-off until it succeeds', async () => {
    const attempts: number[] = [];
    await jobs.work<{ n: number }>(
      'test.flaky',
      async (data, job) => {
        attempts.push(Date.now());
        expect(data.n).toBe(7);
        if (job.retryCount < 2) throw new Error(`attempt ${job.retryCount + 1} fails`);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    const id = (await jobs.send(
      'test.flaky',
      { n: 7 },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    )) as string;
    await until(async () => (await jobs.state('test.flaky', id))?.state === 'completed');
    expect(attempts).toHaveLength(3);
    // Back-off: the retries wait (1 s doubled, with jitter) instead of running at once.
    expect((attempts[2] as number) - (attempts[0] as number)).toBeGreaterThan(1000);
    expect((await jobs.state('test.flaky', id))?.retryCount).toBe(2);
  }, 60_000);

  it('marks a job failed once its retries are spent', async () => {
    await jobs.work('test.broken', async () => {
      throw new Error('always');
    });
    const id = (await jobs.send(
      'test.broken',
      {},
      { retryLimit: 1, retryDelay: 1, retryBackoff: false },
    )) as string;
    await until(async () => (await jobs.state('test.broken', id))?.state === 'failed');
  }, 60_000);

  it('keeps a queued job in the database, not in memory', async () => {
    const id = (await jobs.send('test.later', { x: 1 }, { startAfter: 3600 })) as string;
    const { rows } = await database.query('select state, data from pgboss.job where id = $1', [id]);
    expect(rows[0]).toMatchObject({ state: 'created', data: { x: 1 } });
  });
});
