#!/usr/bin/env node
// `npm start`: brings the install and the builds up to date, then starts the product.
// Each step runs only when what it is made from changed since it last ran, so a restart
// reaches "listening" in seconds. Steps are listed in order in `steps`; add one there.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildWeb, manifests } from './build-web.mjs';
import { onNode22 } from './node22.mjs';
import { whenChanged } from './stamp.mjs';

// A machine with an older Node runs all of this under the pinned Node 22 (decision 760).
await onNode22();

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const steps = [
  {
    // Demo videos need ffmpeg: Debian's package is installed when it is missing.
    name: 'ffmpeg',
    run: () => run('bash', [at('scripts/ensure-ffmpeg.sh')]),
  },
  {
    name: 'install',
    stamp: at('node_modules/.simmer-install-stamp'),
    inputs: manifests,
    run: () => run(npm, ['install', '--no-audit', '--no-fund']),
  },
  {
    // Keeps its own stamp (scripts/build-web.mjs), shared with the test stages.
    name: 'web app',
    run: async () => {
      if (!(await buildWeb())) console.log('web app: up to date');
    },
  },
  {
    // The server build keeps its own stamp (apps/server/scripts/build.mjs --if-changed).
    name: 'server',
    run: () => run(process.execPath, [at('apps/server/scripts/build.mjs'), '--if-changed']),
  },
];

for (const step of steps) {
  if (!step.stamp) await step.run();
  else if (!(await whenChanged(step.stamp, step.inputs, step.run))) console.log(`${step.name}: up to date`);
}

const server = spawn(process.execPath, [at('apps/server/bin/simmer.js'), 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? at('data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
