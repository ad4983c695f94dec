import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Starts the topology (scripts/topology/up.mjs); a start left over from a broken run is cleaned first. */
export default function globalSetup() {
  const scripts = path.join(import.meta.dirname, '../../scripts/topology');
  execFileSync(process.execPath, [path.join(scripts, 'down.mjs')], { stdio: 'inherit' });
  execFileSync(process.execPath, [path.join(scripts, 'up.mjs')], { stdio: 'inherit' });
}
