import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type ByteRange, contentTypeOf, isSafeKey, type Storage, type StoredObject } from './storage';

/**
 * Writes through a temporary name and renames it into place: readers never see half a file,
 * and a key that shares its bytes with another (a hard-linked copy) is replaced, not changed.
 */
async function replace(file: string, write: (tmp: string) => Promise<void>) {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await write(tmp);
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}

/** The embedded default: files under `data/media/`, served by the API with range requests. */
export function createLocalStorage(opts: { root: string; publicBase: string }): Storage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(opts.root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await replace(file, (tmp) => writeFile(tmp, body));
    },
    async putFile(key, source, _type, o = {}) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (o.move) {
        // Across file systems a rename fails; fall back to copying.
        const moved = await rename(source, file).then(
          () => true,
          () => false,
        );
        if (moved) return;
      }
      await replace(file, (tmp) => copyFile(source, tmp));
    },
    async stat(key): Promise<StoredObject | null> {
      const s = await stat(fileOf(key)).catch(() => null);
      if (!s?.isFile()) return null;
      return {
        size: s.size,
        contentType: contentTypeOf(key),
        etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
        lastModified: s.mtime,
      };
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      const file = fileOf(key);
      const s = await stat(file).catch(() => null);
      if (!s?.isFile()) return null;
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async copy(fromKey, toKey) {
      const from = fileOf(fromKey);
      const to = fileOf(toKey);
      await mkdir(path.dirname(to), { recursive: true });
      // Stored files are never modified in place, so a hard link is a safe copy.
      await link(from, to).catch(() => copyFile(from, to));
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      // Half-written files (`*.tmp`, see `replace`) are not objects yet.
      async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const key = prefix ? `${prefix}/${entry.name}` : entry.name;
          if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
          else if (entry.isFile() && isSafeKey(key) && !key.endsWith('.tmp')) {
            const s = await stat(path.join(dir, entry.name)).catch(() => null);
            if (s) yield { key, size: s.size };
          }
        }
      }
      yield* walk(opts.root, '');
    },
    publicUrl(key) {
      return `${opts.publicBase}/${key}`;
    },
  };
}
