/**
 * Resident memory of an idle server on the embedded defaults (no DATABASE_URL, no REDIS_URL):
 * the built server (apps/server/dist, started as `simmer start` starts it) in a process of its
 * own, on a fresh data folder. It starts once to make the demo, is stopped, and starts again as
 * a brand's server restarts every day; 20 s after it answers, with no request since, its VmRSS
 * in /proc is the figure. The first start's figure (demo just made) is kept beside it. Run on
 * its own with `npx tsx bench/idle-memory.ts` (it writes bench/results/idle-memory.json), or
 * from run.ts.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryOf, waitFor, writeStandaloneResult } from './standalone';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const settleMs = 20_000;

/** Starts the server on `dataDir`, waits until it answers and then `settleMs`, and reads its RSS. */
async function idleRss(dataDir: string, port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // The demo clips are files made by ffmpeg; they change the disk, not the server's memory.
    SEED_DEMO_MEDIA: 'false',
  };
  // The embedded defaults: whatever the shell running the bench points at is left out.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['apps/server/bin/simmer.js', 'start'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  try {
    await waitFor(`${base}/v1/health/`, child);
    await new Promise((r) => setTimeout(r, settleMs));
    return memoryOf(child.pid as number).rssMb;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function idleMemoryFigures(port = Number(process.env.BENCH_PORT ?? 3292)) {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs', '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['scripts/build-web.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-bench-idle-'));
  try {
    const firstStart = await idleRss(dataDir, port);
    const restarted = await idleRss(dataDir, port);
    return {
      detail: { settle_s: settleMs / 1000, first_start_rss_mb: firstStart, restarted_rss_mb: restarted },
      figures: { 'server.idle_rss_mb': restarted, 'server.first_start_idle_rss_mb': firstStart },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { detail, figures } = await idleMemoryFigures();
  writeStandaloneResult('idle-memory', detail, figures);
}
