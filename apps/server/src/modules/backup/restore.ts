import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type tar from 'tar-stream';
import type { Database } from '../../db/client';
import { lazily } from '../../lib/lazily';
import { contentTypeOf, type Storage } from '../../platform/storage';
import {
  type BackupSummary,
  formatVersion,
  installationFiles,
  type Manifest,
  ManifestSchema,
  MediaIndexSchema,
  tableEntry,
} from './format';
import { appliedMigration, knowsMigration, migrateUpTo } from './migrations';
import {
  type Executor,
  existingTables,
  hasIdentity,
  qualified,
  quote,
  rowsOf,
  schemaTables,
  storedColumns,
} from './tables';

/** tar-stream is loaded with the first backup or restore, not with the server. */
const tarLib = lazily<typeof tar>('tar-stream');

/** One file of the archive as tar-stream hands it out. */
type Entry = tar.Extract extends AsyncIterable<infer S> ? S : never;

/** A restore refused before anything was written; the CLI prints its message and exits with 3. */
export class RestoreRefused extends Error {}

/** Where a backup is restored (an app's context fits). */
export interface RestoreTarget {
  database: Database;
  storage: Storage;
  config: { dataDir: string };
}

/** Tables that hold the installation's accounts and content: any row in them means it is in use. */
const occupancyTables = ['users', 'content_items'];

/** Whether the installation holds any account or content (a fresh one has no tables at all). */
export async function installationInUse(db: Executor): Promise<boolean> {
  const present = await existingTables(
    db,
    schemaTables().filter((t) => occupancyTables.includes(t.name)),
  );
  for (const t of present) {
    if ((await rowsOf(db, `select 1 from ${qualified(t)} limit 1`)).length) return true;
  }
  return false;
}

async function readAll(entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Streams an entry to a file, answering its SHA-256 and size. */
async function toFile(entry: Entry, file: string) {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    entry,
    new Transform({
      transform(chunk: Buffer, _e, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    }),
    createWriteStream(file),
  );
  return { sha256: hash.digest('hex'), size };
}

/**
 * Brings an archive back into an empty installation: checks the manifest, refuses an
 * installation that holds any account or content, runs the migrations up to the archive's,
 * writes and verifies every media object, loads every table in one transaction (user triggers
 * off, so rows come back exactly as read), sets the sequences, then runs the later migrations.
 */
export async function restoreBackup(target: RestoreTarget, file: string): Promise<BackupSummary> {
  const extract = tarLib().extract();
  const reading = pipeline(createReadStream(file), extract);
  reading.catch(() => undefined);
  const entries = extract[Symbol.asyncIterator]();
  const work = await mkdtemp(path.join(tmpdir(), 'simmer-restore-'));
  try {
    const next = async () => {
      const r = await entries.next();
      return r.done ? null : (r.value as Entry);
    };
    const first = await next().catch(() => null);
    if (first?.header.name !== 'manifest.json')
      throw new RestoreRefused(`${file} is not a Simmer backup (it does not start with a manifest).`);
    const text = (await readAll(first)).toString('utf8');
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {}
    const parsed = ManifestSchema.safeParse(json);
    if (!parsed.success)
      throw new RestoreRefused(
        `${file} is not a backup this version of Simmer reads (format ${formatVersion} expected).`,
      );
    const manifest = parsed.data;
    await checkTarget(target, manifest);
    await migrateUpTo(target.database, manifest.migration.when);

    // Media and installation files first: a failure here leaves the database empty, so the
    // restore can simply be run again.
    const files = new Map<string, Buffer>();
    const restored = new Map<string, { sha256: string; size: number }>();
    let entry = await next();
    while (entry && !entry.header.name.startsWith('db/')) {
      const name = entry.header.name;
      if (name.startsWith('files/')) {
        const base = name.slice('files/'.length);
        const body = await readAll(entry);
        if (installationFiles.includes(base)) files.set(base, body);
      } else if (name.startsWith('media/')) {
        const key = name.slice('media/'.length);
        const tmp = path.join(work, 'object');
        const got = await toFile(entry, tmp);
        await target.storage.putFile(key, tmp, contentTypeOf(key), { move: true });
        restored.set(key, got);
      } else if (name === 'media-index.json') {
        verifyMedia(MediaIndexSchema.parse(JSON.parse((await readAll(entry)).toString('utf8'))), restored);
      } else {
        await readAll(entry);
      }
      entry = await next();
    }

    const rows = await target.database.db.transaction(async (tx) => {
      const tables = manifest.tables;
      for (const t of tables) await rowsOf(tx, `alter table ${qualified(t)} disable trigger user`);
      // Rows the migrations themselves made (defaults of a settings table) give way to the archive's.
      for (const t of [...tables].reverse()) await rowsOf(tx, `delete from ${qualified(t)}`);
      let total = 0;
      for (const t of tables) {
        if (!entry || entry.header.name !== tableEntry(t))
          throw new Error(`The archive is damaged: ${tableEntry(t)} is missing or out of order.`);
        total += await loadTable(tx, t, entry, work);
        entry = await next();
      }
      for (const t of tables) await rowsOf(tx, `alter table ${qualified(t)} enable trigger user`);
      for (const s of manifest.sequences) {
        if (s.value === null) continue;
        const exists = await rowsOf(tx, 'select to_regclass($1) is not null as ok', [qualified(s)]);
        if (exists[0]?.ok)
          await rowsOf(tx, `select setval($1::regclass, $2::bigint, true)`, [qualified(s), s.value]);
      }
      return total;
    });
    await reading;

    for (const [name, body] of files)
      await writeFile(path.join(target.config.dataDir, name), body, { mode: 0o600 });
    await target.database.migrate();
    return {
      file,
      tables: manifest.tables.length,
      rows,
      mediaFiles: restored.size,
      mediaBytes: [...restored.values()].reduce((n, m) => n + m.size, 0),
    };
  } finally {
    extract.destroy();
    await rm(work, { recursive: true, force: true });
  }
}

async function checkTarget(target: RestoreTarget, manifest: Manifest) {
  if (!(await knowsMigration(manifest.migration.when)))
    throw new RestoreRefused(
      `This backup was made by a newer version of Simmer (migration ${manifest.migration.tag ?? manifest.migration.when}). Install that version or a later one, then restore.`,
    );
  const db = target.database.db;
  if (await installationInUse(db))
    throw new RestoreRefused(
      'This installation already holds accounts or content. A backup is restored only into an empty installation: point DATA_DIR at a new folder (or DATABASE_URL at a new, empty database) and run the restore again.',
    );
  const applied = await appliedMigration(db);
  if (applied && applied.when > manifest.migration.when)
    throw new RestoreRefused(
      'This installation’s database was set up by a newer version of Simmer than the backup. Restore into a new data folder or a new, empty database.',
    );
}

function verifyMedia(
  index: { key: string; size: number; sha256: string }[],
  restored: Map<string, { sha256: string; size: number }>,
) {
  const wrong = index.filter((m) => restored.get(m.key)?.sha256 !== m.sha256).map((m) => m.key);
  if (wrong.length || index.length !== restored.size)
    throw new Error(
      `The archive is damaged: ${wrong.length || Math.abs(index.length - restored.size)} media file(s) do not match their SHA-256 (${wrong.slice(0, 3).join(', ')}).`,
    );
}

/** Rows per INSERT: PostgreSQL turns the JSON back into each column's type (`json_populate_recordset`). */
const batchRows = 500;

async function loadTable(tx: Executor, t: Manifest['tables'][number], entry: Entry, work: string) {
  const tmp = path.join(work, 'table.ndjson');
  const { sha256 } = await toFile(entry, tmp);
  if (sha256 !== t.sha256)
    throw new Error(`The archive is damaged: ${tableEntry(t)} does not match its SHA-256.`);
  const here = new Set(await storedColumns(tx, t));
  const missing = t.columns.filter((c) => !here.has(c));
  if (missing.length)
    throw new Error(
      `Table ${t.name} has no column ${missing.join(', ')} here: the migrations do not match the archive.`,
    );
  const cols = t.columns.map(quote).join(', ');
  const overriding = (await hasIdentity(tx, t)) ? ' overriding system value' : '';
  const insert = `insert into ${qualified(t)} (${cols})${overriding} select ${cols} from json_populate_recordset(null::${qualified(t)}, $1::json)`;
  let batch: string[] = [];
  let loaded = 0;
  const flush = async () => {
    if (!batch.length) return;
    await rowsOf(tx, insert, [`[${batch.join(',')}]`]);
    loaded += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(tmp), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= batchRows) await flush();
  }
  await flush();
  const [count] = await rowsOf(tx, `select count(*)::int as n from ${qualified(t)}`);
  if (Number(count?.n) !== t.rows || loaded !== t.rows)
    throw new Error(`Table ${t.name}: ${count?.n} rows loaded, ${t.rows} in the archive.`);
  return loaded;
}
