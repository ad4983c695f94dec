#!/usr/bin/env node
// `simmer start | worker | migrate | seed | backup FILE | restore FILE | admin …`: runs the compiled server (apps/server/dist),
// compiling it first when the bundle is missing.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'dist/main.js');
if (!existsSync(main)) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
}
await import(pathToFileURL(main).href);
