#!/usr/bin/env node
// Runs the test files named, each with its own runner in its own folder (docs/TESTING.md):
//
//   npm run test:one -- apps/server/src/modules/faq/faq.test.ts
//   npm run test:one -- packages/contracts/src/quantity.test.ts apps/web/src/lib/format.test.ts
//   npm run test:one -- e2e/home.spec.ts -g "visitor"
//
// apps/server, apps/web and packages/contracts files run with vitest in their package's folder;
// e2e specs with Playwright in e2e/ (after building the web app when its sources changed, as
// `npm run test:e2e` does), e2e/topology specs with the topology stage's config. Paths may be
// given from the repository root or from the folder the command was typed in. Arguments starting
// with `-` go to the runner (vitest's `-t name`, Playwright's `-g title`, `--headed`); the
// environment goes with them (TEST_DATABASE_URL for the PostgreSQL pass, E2E_PORT for the
// browser tests' ports).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Where each kind of test file runs, and with what. The first whose folder holds the file wins. */
const runners = [
  {
    folder: 'e2e/topology',
    cwd: '.',
    command: ['playwright', 'test', '-c', 'e2e/topology/playwright.config.ts'],
  },
  { folder: 'e2e', cwd: 'e2e', command: ['playwright', 'test'], buildWeb: true },
  { folder: 'apps/server', cwd: 'apps/server', command: ['vitest', 'run'] },
  { folder: 'apps/web', cwd: 'apps/web', command: ['vitest', 'run'] },
  { folder: 'packages/contracts', cwd: 'packages/contracts', command: ['vitest', 'run'] },
];

const usage = `usage: npm run test:one -- <test file>... [runner options]
  apps/server/..., apps/web/..., packages/contracts/...   vitest, in the package's folder
  e2e/*.spec.ts                                          Playwright, in e2e/ (builds the web app first if it changed)
  e2e/topology/*.spec.ts                                 the topology stage's Playwright config (needs PostgreSQL)`;

/** The file's path from the repository root: as given from the root, or from where npm was run. */
function fromRoot(arg) {
  const here = process.env.INIT_CWD ?? process.cwd();
  for (const base of [here, root]) {
    const file = path.resolve(base, arg);
    if (existsSync(file)) return path.relative(root, file);
  }
  return null;
}

const args = process.argv.slice(2);
const options = [];
const files = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (!arg.startsWith('-')) {
    files.push(arg);
    continue;
  }
  options.push(arg);
  // An option's value (`-t name`, `-g title`) follows it, unless that is a file or an option.
  const next = args[i + 1];
  if (!arg.includes('=') && next !== undefined && !next.startsWith('-') && !fromRoot(next)) {
    options.push(next);
    i++;
  }
}
if (files.length === 0) {
  console.error(usage);
  process.exit(2);
}

/** The files grouped by runner, in the order given. */
const groups = new Map();
for (const arg of files) {
  const file = fromRoot(arg);
  if (!file) {
    console.error(`No such file: ${arg}\n${usage}`);
    process.exit(2);
  }
  const runner = runners.find((r) => file === r.folder || file.startsWith(`${r.folder}/`));
  if (!runner) {
    console.error(`Not a test folder this command knows: ${file}\n${usage}`);
    process.exit(2);
  }
  const list = groups.get(runner) ?? [];
  list.push(runner.cwd === '.' ? file : path.relative(runner.cwd, file));
  groups.set(runner, list);
}

let status = 0;
for (const [runner, list] of groups) {
  if (runner.buildWeb && !options.includes('--list')) {
    // Nothing to do when the web app's inputs did not change since the last build (nor to list tests).
    const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const command = [...runner.command, ...list, ...options];
  console.log(`> (cd ${runner.cwd} && npx ${command.join(' ')})`);
  const run = spawnSync(npx, command, { cwd: path.join(root, runner.cwd), stdio: 'inherit' });
  if (run.status !== 0) status = run.status ?? 1;
}
process.exit(status);
