import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../../test/admin-db';
import { cards, pay, premiumVideo, token } from '../../../test/billing';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { s3rverCredentials, startS3rver } from '../../../test/s3rver';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { createStorage, type Storage } from '../../platform/storage';
import { seedAll } from '../../seed';
import { flushAudience } from '../audience/audience.service';
import { writeBackup } from './backup';
import { registerBackupWorkers } from './backup.workers';
import { askRunningServer, serveControl } from './control';
import type { Manifest } from './format';
import { installationInUse, RestoreRefused, restoreBackup } from './restore';
import { backupQueue, runScheduledBackup } from './schedule';
import { existingTables, qualified, rowsOf, schemaTables } from './tables';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../../..');

// A fresh PostgreSQL database is the second target: on the suite's server when TEST_DATABASE_URL
// is set, else on the machine's (127.0.0.1:5432). Without one, the title says it was skipped.
const pgAdmin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgReachable = await adminQuery(pgAdmin, 'select 1').then(
  () => true,
  () => false,
);

const tmp = (name: string) => mkdtempSync(path.join(tmpdir(), `simmer-${name}-`));

/** Every row of every schema table as PostgreSQL's JSON text, in a stable order. */
async function rowsByTable(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await existingTables(database.db, schemaTables())) {
    const rows = await rowsOf(database.db, `select row_to_json(r)::text as j from ${qualified(t)} r`);
    out[t.name] = rows.map((r) => String(r.j)).sort();
  }
  return out;
}

async function sha256Of(storage: Storage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const hash = createHash('sha256');
    for await (const chunk of (await storage.read(key))!) hash.update(chunk as Buffer);
    out[key] = hash.digest('hex');
  }
  return out;
}

/**
 * Content, members, a payment and media files, as a running instance has them: the demo
 * (catalogue, home, community, store, with their pictures), or a few rows and files.
 */
async function fill(t: TestApp, opts: { demo: boolean }) {
  if (opts.demo) await seedAll(t.app.ctx);
  else await premiumVideo(t, { titleImage: 'images/ab/light.jpg' });
  const member = await signedIn(t);
  const paid = await pay(t, member.headers, 'subscription-payment', {
    payment_method_id: await token(t, cards.success),
    plan: 'monthly',
    automatic: 'on',
  });
  expect(paid.statusCode).toBe(200);
  // Media of every kind: a rendition playlist and segment, a thumbnail, an original.
  const storage = t.app.ctx.storage;
  await storage.put('hls/backup-test/master.m3u8', Buffer.from('#EXTM3U\n'), 'application/vnd.apple.mpegurl');
  await storage.put('hls/backup-test/720p/seg-0.ts', Buffer.alloc(300_000, 7), 'video/mp2t');
  await storage.put('uploads/finished/original', Buffer.from(randomUUID().repeat(5000)), 'video/mp4');
  await storage.put('images/ab/light.jpg', Buffer.alloc(20_000, 3), 'image/jpeg');
  return member;
}

interface Target {
  database: Database;
  storage: Storage;
  config: { dataDir: string };
  close: () => Promise<void>;
}

async function pgliteTarget(env: Record<string, string> = {}, opts = { inMemory: false }): Promise<Target> {
  const dataDir = tmp('restore');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase({ dataDir: opts.inMemory ? null : dataDir });
  return {
    database,
    storage: createStorage(config),
    config,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(env: Record<string, string> = {}): Promise<Target> {
  const name = `simmer_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await adminQuery(pgAdmin, `create database ${name}`);
  const dataDir = tmp('restore-pg');
  const url = databaseUrl(pgAdmin, name);
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase({ url });
  return {
    database,
    storage: createStorage(config),
    config,
    close: async () => {
      await database.close();
      await adminQuery(pgAdmin, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('backup and restore (local media)', () => {
  let source: TestApp;
  let archive: string;
  let member: Awaited<ReturnType<typeof fill>>;
  let before: Record<string, string[]>;
  let media: Record<string, string>;
  const dir = tmp('backups');

  beforeAll(async () => {
    // Counted events are written when the test says (flushAudience), not by a timer that could
    // fall between the backup and the comparison.
    source = await createTestApp({
      SEED_DEMO_MEDIA: 'false',
      JOBS_WORKER: 'false',
      ANALYTICS_FLUSH_MS: '3600000',
    });
    member = await fill(source, { demo: true });
    await flushAudience(source.app.ctx);
    // An upload still arriving: its bytes change until the last one lands, so it stays out.
    await source.app.ctx.storage.put('uploads/arriving/original', Buffer.from('partial'), 'video/mp4');
    await rowsOf(
      source.database.db,
      `insert into video_assets (asset_id, playback_id, status) values ('arriving', 'arriving-p', 'uploading')`,
    );
    archive = path.join(dir, 'simmer.tar');
    // Backed up while the product answers requests and takes new sign-ups.
    const writes = (async () => {
      for (let i = 0; i < 5; i++) await signedIn(source);
    })();
    const reads = source.app.inject({ method: 'GET', url: '/v1/home/' });
    const [summary] = await Promise.all([writeBackup(source.app.ctx, archive), writes, reads]);
    expect(summary.rows).toBeGreaterThan(100);
    before = await rowsByTable(source.database);
    media = await sha256Of(source.app.ctx.storage);
    // The demo's seeding is most of this; a busy machine takes several times a quiet one's.
  }, 600_000);

  afterAll(async () => {
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The restored rows are those of one moment: the source's, less sign-ups after the snapshot. */
  async function expectSameInstallation(target: Target): Promise<number> {
    const after = await rowsByTable(target.database);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    const ids = (rows: string[]) =>
      rows.map((r) => (JSON.parse(r) as { id: number }).id).sort((a, b) => a - b);
    const restoredUsers = ids(after.users!);
    const sourceUsers = ids(before.users!);
    const last = restoredUsers.at(-1)!;
    expect(restoredUsers).toEqual(sourceUsers.filter((id) => id <= last));
    for (const [table, rows] of Object.entries(before)) {
      if (table === 'users' || table === 'refresh_tokens') continue;
      expect(after[table], table).toEqual(rows);
    }
    const upTo = (rows: string[]) => rows.filter((r) => (JSON.parse(r) as { id: number }).id <= last);
    expect(after.users).toEqual(upTo(before.users!));
    expect(before.payments?.length, 'the source has a payment').toBeGreaterThan(0);
    const restoredMedia = await sha256Of(target.storage);
    const expected = Object.fromEntries(
      Object.entries(media).filter(([k]) => !k.startsWith('uploads/arriving/')),
    );
    expect(restoredMedia).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    return last;
  }

  it('restores into a fresh data folder (embedded database): same rows, same SHA-256 of every media file', async () => {
    const target = await pgliteTarget();
    let open = true;
    try {
      const summary = await restoreBackup(target, archive);
      expect(summary.mediaFiles).toBe(Object.keys(media).length - 1);
      await expectSameInstallation(target);
      // The restored installation works: the member signs in with their password and is a member.
      const app = await createTestApp({}, { database: { ...target.database, close: async () => {} } });
      try {
        const session = await app.app.inject({
          method: 'POST',
          url: '/v1/users/rest-auth/login/',
          payload: { email: member.user.email, password: member.user.password },
        });
        expect(session.statusCode).toBe(200);
      } finally {
        await app.close();
      }
      // The command line on that data folder: `simmer backup` writes an archive of it, and
      // `simmer restore` into it is refused with exit code 3 and the reason.
      await target.database.close();
      open = false;
      const env = { ...process.env, DATA_DIR: target.config.dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' };
      const cli = (...args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: serverRoot, env }).then(
          (r) => ({ code: 0, ...r }),
          (e: { code: number; stdout: string; stderr: string }) => e,
        );
      const second = path.join(dir, 'cli.tar');
      const backedUp = await cli('backup', second);
      expect(backedUp.stdout).toMatch(/^Backup written to .*cli\.tar: \d+ tables, \d+ rows, \d+ media files/);
      expect(backedUp.code).toBe(0);
      const refused = await cli('restore', second);
      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain('This installation already holds accounts or content.');
    } finally {
      if (open) await target.close();
      else rmSync(target.config.dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!pgReachable)(
    `restores into a fresh PostgreSQL database${pgReachable ? '' : ` (skipped: no PostgreSQL at ${pgAdmin})`}`,
    async () => {
      const target = await postgresTarget();
      try {
        await restoreBackup(target, archive);
        const lastUser = await expectSameInstallation(target);
        // New rows continue after the restored ones (sequences restored).
        const [row] = await rowsOf(
          target.database.db,
          `insert into users (email, first_name, last_name, password_hash) values ('new@example.com', 'N', 'N', 'x') returning id`,
        );
        expect(Number(row!.id)).toBeGreaterThan(lastUser);
        await expect(restoreBackup(target, archive)).rejects.toThrow(RestoreRefused);
      } finally {
        await target.close();
      }
    },
  );

  it('refuses a non-empty installation with a clear message', async () => {
    await expect(restoreBackup(source.app.ctx, archive)).rejects.toThrow(
      /already holds accounts or content\. A backup is restored only into an empty installation/,
    );
  });

  it('refuses a damaged archive before loading any row, so the restore can run again', async () => {
    // The same archive with one byte of one picture changed.
    const damaged = path.join(dir, 'damaged.tar');
    const extract = tar.extract();
    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(damaged));
    const read = pipeline(createReadStream(archive), extract);
    let changed = false;
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (!changed && entry.header.name.startsWith('media/images/')) {
        body[100] = body[100]! ^ 0xff;
        changed = true;
      }
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: entry.header.name, size: body.length }, body, (err) =>
          err ? reject(err) : resolve(),
        ),
      );
    }
    pack.finalize();
    await Promise.all([read, written]);
    const target = await pgliteTarget({}, { inMemory: true });
    try {
      await expect(restoreBackup(target, damaged)).rejects.toThrow(/do not match their SHA-256/);
      expect(await installationInUse(target.database.db)).toBe(false);
    } finally {
      await target.close();
    }
  });

  it('refuses an archive of a newer version, and a file that is not an archive', async () => {
    const manifest = JSON.parse(
      (await readFile(archive))
        .subarray(512, 512 + 1_000_000)
        .toString('utf8')
        .split('\0')[0]!,
    ) as Manifest;
    const newer = path.join(dir, 'newer.tar');
    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(newer));
    pack.entry(
      { name: 'manifest.json' },
      JSON.stringify({ ...manifest, migration: { when: manifest.migration.when + 1, tag: '9999_future' } }),
    );
    pack.finalize();
    await written;
    const target = source.app.ctx;
    await expect(restoreBackup(target, newer)).rejects.toThrow(
      'This backup was made by a newer version of Simmer (migration 9999_future). Install that version or a later one, then restore.',
    );
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'not a tar file');
    await expect(restoreBackup(target, text)).rejects.toThrow(/is not a Simmer backup/);
  });

  // The embedded database only: on PostgreSQL `simmer backup` opens its own connection.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'writes the archive through the running server on the embedded database (`simmer backup`)',
    async () => {
      const server = await serveControl(source.app.ctx);
      expect(server).not.toBeNull();
      try {
        const file = path.join(dir, 'through-server.tar');
        const answer = await askRunningServer(source.config.dataDir, { command: 'backup', file });
        expect(answer).toMatchObject({ ok: true, summary: { file } });
        expect((await stat(file)).mode & 0o777).toBe(0o600);
      } finally {
        await new Promise((resolve) => server?.close(resolve));
      }
      expect(await askRunningServer(source.config.dataDir, { command: 'ping' })).toBeNull();
    },
  );

  it('keeps the last BACKUP_KEEP scheduled archives', async () => {
    const backupDir = tmp('scheduled');
    let at = Date.parse('2026-11-28T02:30:00Z');
    const ctx = {
      ...source.app.ctx,
      config: { ...source.config, backupDir, BACKUP_KEEP: 2, now: () => new Date(at) },
    };
    try {
      for (let day = 1; day <= 3; day++) {
        at += 86_400_000;
        await runScheduledBackup(ctx as never);
      }
      expect(readdirSync(backupDir).sort()).toEqual([
        'simmer-backup-20261130-023000.tar',
        'simmer-backup-20261201-023000.tar',
      ]);
    } finally {
      rmSync(backupDir, { recursive: true, force: true });
    }
  });

  it('schedules the backup job when BACKUP_SCHEDULE is set, and stops it when it is off', async () => {
    const schedules = async (t: TestApp) =>
      rowsOf(t.database.db, `select cron from pgboss.schedule where name = '${backupQueue}'`);
    const t = await createTestApp({ BACKUP_SCHEDULE: 'daily' });
    try {
      expect(await schedules(t)).toEqual([{ cron: '30 2 * * *' }]);
      await registerBackupWorkers({ ...t.app.ctx, config: { ...t.config, BACKUP_SCHEDULE: 'off' } });
      expect(await schedules(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('backup and restore (S3 media)', () => {
  it('backs up from a bucket and restores into another bucket', async () => {
    const from = await startS3rver('media-from');
    const to = await startS3rver('media-to');
    const s3 = (endpoint: string, bucket: string) => ({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
    });
    const source = await createTestApp({
      ...s3(from.endpoint, from.bucket),
      SEED_DEMO_MEDIA: 'false',
      JOBS_WORKER: 'false',
    });
    const dir = tmp('backups-s3');
    try {
      await fill(source, { demo: false });
      const archive = path.join(dir, 'simmer.tar');
      await writeBackup(source.app.ctx, archive);
      const media = await sha256Of(source.app.ctx.storage);
      expect(Object.keys(media).length).toBe(4);
      const rows = await rowsByTable(source.database);
      // Into local storage: the first describe's restores.
      const target = await pgliteTarget(s3(to.endpoint, to.bucket), { inMemory: true });
      try {
        await restoreBackup(target, archive);
        expect(await sha256Of(target.storage)).toEqual(media);
        expect(await rowsByTable(target.database)).toEqual(rows);
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
      await from.close();
      await to.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
