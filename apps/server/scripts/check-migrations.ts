/**
 * Fails when the drizzle schema and the committed migrations disagree: generates into a
 * copy of the migrations folder and checks that nothing new appeared.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const source = path.join(root, 'src/db/migrations');
const copy = mkdtempSync(path.join(tmpdir(), 'simmer-migrations-'));
cpSync(source, copy, { recursive: true });
const before = readdirSync(copy).filter((f) => f.endsWith('.sql')).length;
try {
  execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      copy,
    ],
    { cwd: root, stdio: 'pipe' },
  );
  const after = readdirSync(copy).filter((f) => f.endsWith('.sql')).length;
  if (after !== before) {
    console.error(
      'The schema has changes without a migration. Run `npm run db:generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('Schema and migrations agree.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
