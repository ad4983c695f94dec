#!/usr/bin/env node
// The web app's production build (apps/web/dist), only when what it is made from changed since
// the last one: `npm start`, the topology stage and the browser tests share this one stamp, so a
// test run builds the app once, not once per stage.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { whenChanged } from './stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The manifests whose change means a new install, and so a new build. */
export const manifests = [
  at('package.json'),
  at('package-lock.json'),
  at('apps/server/package.json'),
  at('apps/web/package.json'),
  at('packages/contracts/package.json'),
  at('e2e/package.json'),
  at('bench/package.json'),
];

/** Builds the web app unless its stamp holds the hash of its inputs; true when it built. */
export function buildWeb() {
  return whenChanged(
    at('apps/web/dist/.simmer-build-stamp'),
    [...manifests, at('apps/web'), at('packages/contracts/src')],
    () => execFileSync(npm, ['run', 'build', '-w', '@simmer/web'], { cwd: root, stdio: 'inherit' }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await buildWeb())) console.log('web app: up to date');
}
