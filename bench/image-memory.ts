/**
 * Memory of the API under concurrent image uploads (decision 781): the built server
 * (apps/server/dist, started as `simmer start` starts it) in a process of its own, 32 members'
 * uploads at once of a small PNG that decodes to 24 megapixels of one colour, and the process's
 * peak resident memory (VmHWM in /proc) before, during and after. On PostgreSQL (a fresh
 * `simmer_bench_images` on BENCH_PG_URL's server, skipped with a warning when none answers) the
 * figure is the API's own; on the embedded database (a second run, `.pglite.` figures) it is the
 * whole installation's, PGlite's memory included, as a brand on the defaults runs it. Run on its own with
 * `npx tsx bench/image-memory.ts` (it writes bench/results/image-memory.json), or from run.ts.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { memoryOf, waitFor, writeStandaloneResult } from './standalone';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const uploads = 32;

function multipart(data: Buffer) {
  const boundary = `----bench${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A fresh, empty PostgreSQL database for the server, or null when no server answers. */
async function freshDatabase(): Promise<string | null> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(
      `image memory: PostgreSQL not reachable at ${adminUrl} (${(err as Error).message}); skipped`,
    );
    return null;
  }
  await admin.query('drop database if exists simmer_bench_images');
  await admin.query('create database simmer_bench_images');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/simmer_bench_images';
  return url.toString();
}

type Run = { detail: Record<string, unknown> | null; figures: Record<string, number> };

/** Both databases: PostgreSQL (figures as before) and the embedded one (`.pglite.` figures). */
export async function imageMemoryFigures(port = Number(process.env.BENCH_PORT ?? 3291)): Promise<Run> {
  const databaseUrl = await freshDatabase();
  const postgres = databaseUrl ? await imageMemoryRun(port, databaseUrl) : { detail: null, figures: {} };
  const embedded = await imageMemoryRun(port, null);
  const renamed = Object.fromEntries(
    Object.entries(embedded.figures).map(([k, v]) => [k.replace('32x24mp.', '32x24mp.pglite.'), v]),
  );
  return {
    detail: { postgres: postgres.detail, pglite: embedded.detail },
    figures: { ...postgres.figures, ...renamed },
  };
}

async function imageMemoryRun(port: number, databaseUrl: string | null): Promise<Run> {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs', '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-bench-images-'));
  const base = `http://127.0.0.1:${port}`;
  const start = () =>
    spawn(process.execPath, ['apps/server/bin/simmer.js', 'start'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JOBS_WORKER: 'false',
        // The demo's member signs in; a production start seeds nothing unless asked.
        SEED_DEMO: 'true',
        SEED_DEMO_MEDIA: 'false',
        AUTH_RATE_LIMIT_MAX: '1000000',
        AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000000',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        PRESSURE_MAX_DATABASE_WAIT_MS: '0',
        // What is measured is the decoding of all 32, not the per-minute limit refusing some.
        IMAGE_UPLOADS_PER_MINUTE: '0',
        // All 32 reach the decoder at once: the bound measured is the image queue's, not admission's.
        ADMISSION_CONCURRENCY: '0',
        DATABASE_URL: databaseUrl ?? '',
      },
    });
  let child = start();
  if (!databaseUrl) {
    // The embedded database is measured as a brand's server runs: started again after the start
    // that made the demo (whose seeding grows PGlite's memory, which is never given back).
    await waitFor(`${base}/v1/health/`, child);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    child = start();
  }
  try {
    await waitFor(`${base}/v1/health/`, child);
    const pid = child.pid as number;
    const idle = memoryOf(pid);
    const login = await fetch(`${base}/v1/users/rest-auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@simmer.dev', password: 'Member2026' }),
    });
    if (!login.ok) throw new Error(`login: ${login.status}`);
    const { access_token } = (await login.json()) as { access_token: string };
    const png = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#c05020' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // Warm: one upload first, so the figure is the burst's and not the first request's code loading.
    const send = () => {
      const { body, type } = multipart(png);
      return fetch(`${base}/v1/media/images/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': type },
        body,
      });
    };
    const warm = await send();
    if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${await warm.text()}`);
    const before = memoryOf(pid);
    let sampledPeak = before.rssMb;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMb);
    }, 20);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: uploads }, () => send()));
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const codes = answers.map((r) => r.status);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    const after = memoryOf(pid);
    if (codes.some((c) => c !== 201)) throw new Error(`uploads answered ${codes.join(',')}`);
    const detail = {
      image: { bytes: png.length, width: 6000, height: 4000 },
      uploads,
      rss_idle_mb: idle.rssMb,
      rss_before_mb: before.rssMb,
      peak_rss_mb: Math.max(after.peakMb, sampledPeak),
      rss_after_mb: after.rssMb,
      burst_mb: Math.max(after.peakMb, sampledPeak) - before.rssMb,
      seconds: Math.round(seconds * 10) / 10,
    };
    return {
      detail,
      figures: {
        'media.image_uploads_32x24mp.peak_rss_mb': detail.peak_rss_mb,
        'media.image_uploads_32x24mp.burst_mb': detail.burst_mb,
        'media.image_uploads_32x24mp.rss_after_mb': detail.rss_after_mb,
        'media.image_uploads_32x24mp.seconds': detail.seconds,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { detail, figures } = await imageMemoryFigures();
  writeStandaloneResult('image-memory', detail, figures);
}
