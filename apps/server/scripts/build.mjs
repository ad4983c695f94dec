// Compiles the server for production: one ES module bundle in dist/ that `node` runs,
// with the npm dependencies left as imports and the workspace packages (TypeScript
// sources) compiled in. The migrations travel beside the bundle.
// `--if-changed` skips the build when the sources and manifests are those of the last one.
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { hashOf } from '../../../scripts/stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(root, '../..');
const stampFile = path.join(root, 'dist/.simmer-build-stamp');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@simmer/'),
);
const stamp = hashOf([
  path.join(root, 'src'),
  path.join(root, 'package.json'),
  path.join(root, 'scripts/build.mjs'),
  path.join(repo, 'packages/contracts/src'),
  path.join(repo, 'packages/contracts/package.json'),
  path.join(repo, 'package-lock.json'),
]);

// Several servers may start at once (the browser tests start two): one builds, the others
// wait for it and then find the build up to date.
const lockDir = path.join(root, '.build-lock');
const started = Date.now();
for (;;) {
  try {
    await mkdir(lockDir);
    break;
  } catch {
    const age = await stat(lockDir).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > 120_000 || Date.now() - started > 180_000) await rm(lockDir, { recursive: true, force: true });
    else await new Promise((r) => setTimeout(r, 200));
  }
}

try {
  const previous = await readFile(stampFile, 'utf8').catch(() => '');
  if (process.argv.includes('--if-changed') && previous.trim() === stamp) {
    console.log('server: up to date');
  } else {
    await rm(path.join(root, 'dist'), { recursive: true, force: true });
    await build({
      entryPoints: [path.join(root, 'src/main.ts')],
      outfile: path.join(root, 'dist/main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      sourcemap: true,
      // Deep imports of a dependency (`pkg/sub`) stay imports as well.
      external: [...external, ...external.map((name) => `${name}/*`)],
      logLevel: 'warning',
    });
    await cp(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
    await writeFile(stampFile, `${stamp}\n`);
    console.log('server: compiled into apps/server/dist');
  }
} finally {
  await rm(lockDir, { recursive: true, force: true });
}
