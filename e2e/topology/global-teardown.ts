import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Stops everything up.mjs started and drops the stage's database. */
export default function globalTeardown() {
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../../scripts/topology/down.mjs')], {
    stdio: 'inherit',
  });
}
