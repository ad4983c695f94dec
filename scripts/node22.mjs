#!/usr/bin/env node
// Simmer runs on Node 22 or newer (decision 760). On a machine whose `node` is older, the two
// README commands fetch one pinned Node 22 from the npm registry (the `node-<os>-<cpu>`
// package, the one the `node` package wraps) into .cache/ and run with it first on PATH, so
// everything they start (npm, vitest, the servers) runs on it too.
// `node scripts/node22.mjs` prints the folder to put first on PATH (fetching it if needed).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_VERSION = '22.23.5';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const home = path.join(root, '.cache', `node-${NODE_VERSION}`);

/** Whether this process's Node is older than 22. */
export const tooOld = () => Number(process.versions.node.split('.')[0]) < 22;

/** The bin folder of the pinned Node 22, fetched once from the npm registry. */
export function node22Bin() {
  const bin = path.join(home, 'bin');
  if (existsSync(path.join(bin, 'node'))) return bin;
  const pkg = `node-${process.platform}-${process.arch}@${NODE_VERSION}`;
  console.error(`Node ${process.versions.node} is older than 22: fetching ${pkg} from the npm registry`);
  // Unpacked beside its final place and renamed into it, so a half-made copy is never used.
  const tmp = `${home}.${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const tarball = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', tmp], {
      cwd: tmp,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .trim()
      .split('\n')
      .pop();
    const archive = path.join(tmp, tarball);
    execFileSync('tar', [
      'xzf',
      archive,
      '-C',
      tmp,
      '--strip-components=1',
      'package/bin/node',
      'package/LICENSE',
    ]);
    rmSync(archive);
    try {
      renameSync(tmp, home);
    } catch (error) {
      // Another command fetched it at the same time.
      if (!existsSync(path.join(bin, 'node'))) throw error;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return bin;
}

/**
 * On a Node older than 22, runs this same script again under the pinned Node 22 (and its bin
 * first on PATH), passes signals on, and exits with its code: the returned promise never
 * settles then. On Node 22 or newer it resolves at once.
 */
export function onNode22() {
  if (!tooOld()) return Promise.resolve();
  const bin = node22Bin();
  const child = spawn(path.join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(node22Bin());
}
