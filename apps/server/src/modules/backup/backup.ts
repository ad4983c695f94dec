import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type tar from 'tar-stream';
import type { Pack } from 'tar-stream';
import type { Database } from '../../db/client';
import { lazily } from '../../lib/lazily';
import type { Storage } from '../../platform/storage';
import {
  type BackupSummary,
  formatVersion,
  installationFiles,
  type Manifest,
  type MediaIndex,
  tableEntry,
} from './format';
import { snapshotDatabase } from './snapshot';

/** tar-stream is loaded with the first backup or restore, not with the server. */
const tarLib = lazily<typeof tar>('tar-stream');

/** What a backup reads (an app's context fits). */
export interface BackupSources {
  database: Database;
  storage: Storage;
  config: { dataDir: string; now?: () => Date };
}

/** Adds one entry of known size from a stream, hashing what passes; resolves once it is in the archive. */
async function addStream(pack: Pack, name: string, size: number, body: NodeJS.ReadableStream) {
  const hash = createHash('sha256');
  let seen = 0;
  const entry = pack.entry({ name, size });
  await pipeline(
    body,
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        seen += chunk.length;
        done(null, chunk);
      },
    }),
    entry,
  );
  if (seen !== size)
    throw new Error(`${name} changed while it was copied (${seen} bytes, ${size} expected).`);
  return hash.digest('hex');
}

function addBuffer(pack: Pack, name: string, body: Buffer) {
  return new Promise<void>((resolve, reject) =>
    pack.entry({ name, size: body.length }, body, (err) => (err ? reject(err) : resolve())),
  );
}

/**
 * Writes one archive of the database and the media to `file`, consistent while the product runs:
 * the rows are read in one snapshot transaction first, then every stored object is copied.
 * Stored objects are written once under a fresh key and never changed or deleted by the product
 * (only unfinished uploads are, and they stay out), so every key the snapshot refers to is still
 * there, byte for byte, when it is copied; objects stored after the snapshot come along unused.
 * The archive is written under a temporary name and renamed when complete.
 */
export async function writeBackup(src: BackupSources, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), 'simmer-backup-'));
  const partial = `${target}.partial`;
  try {
    const snapshot = await snapshotDatabase(src.database, work);
    const files: string[] = [];
    for (const name of installationFiles) {
      if (await stat(path.join(src.config.dataDir, name)).catch(() => null)) files.push(name);
    }
    const manifest: Manifest = {
      format: formatVersion,
      product: 'simmer',
      createdAt: (src.config.now?.() ?? new Date()).toISOString(),
      database: src.database.kind,
      storage: src.storage.kind,
      migration: snapshot.migration,
      tables: snapshot.tables.map(({ file: _f, ...t }) => t),
      sequences: snapshot.sequences,
      files,
    };

    const pack = tarLib().pack();
    // The archive holds password hashes and keys: readable by its owner only.
    const written = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
    // A failure while packing ends the pack, so the file stream closes and the error surfaces.
    written.catch(() => undefined);
    const media: MediaIndex = [];
    try {
      await addBuffer(pack, 'manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const name of files)
        await addBuffer(pack, `files/${name}`, await readFile(path.join(src.config.dataDir, name)));
      for await (const object of src.storage.list()) {
        if (snapshot.skippedPrefixes.some((p) => object.key.startsWith(p))) continue;
        const body = await src.storage.read(object.key);
        if (!body) continue; // an unfinished upload removed since the snapshot
        const sha256 = await addStream(pack, `media/${object.key}`, object.size, body);
        media.push({ key: object.key, size: object.size, sha256 });
      }
      await addBuffer(pack, 'media-index.json', Buffer.from(JSON.stringify(media)));
      for (const t of snapshot.tables) {
        const size = (await stat(t.file)).size;
        await addStream(pack, tableEntry(t), size, createReadStream(t.file));
      }
      pack.finalize();
    } catch (err) {
      pack.destroy(err as Error);
      throw err;
    }
    await written;
    await rename(partial, target);
    return {
      file: target,
      tables: snapshot.tables.length,
      rows: snapshot.tables.reduce((n, t) => n + t.rows, 0),
      mediaFiles: media.length,
      mediaBytes: media.reduce((n, m) => n + m.size, 0),
    };
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}
