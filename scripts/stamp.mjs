// Content stamps: a build or an install is redone only when what it is made from changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', 'dist-ssr', '.git', 'coverage', 'test-results']);

function* filesUnder(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (skipped.has(name)) continue;
    yield* filesUnder(path.join(entry, name));
  }
}

/** One SHA-256 over the paths and contents of every file under the given files and folders. */
export function hashOf(entries) {
  const hash = createHash('sha256');
  for (const entry of entries) {
    for (const file of filesUnder(entry)) {
      hash.update(file);
      hash.update('\0');
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Runs `work` unless the stamp file already holds the hash of `entries`; then writes the stamp. */
export async function whenChanged(stampFile, entries, work) {
  const hash = hashOf(entries);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (previous === hash) return false;
  await work();
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${hash}\n`);
  return true;
}
