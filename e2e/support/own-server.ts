import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const simmer = path.join(root, 'apps/server/bin/simmer.js');

/**
 * A server of the spec's own, as an operator starts a real brand: production, no demo, on a
 * fresh data folder (the journeys' servers carry the demo). Ports 3232–3239 by default.
 */
export function ownServer(port: number) {
  const dataDir = `/tmp/simmer-e2e-own-${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LIVE_RTMP_PORT: String(port + 16_000),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT_MAX: '1000',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
  };
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    /** Empties the data folder and compiles the server if its sources changed. */
    prepare() {
      rmSync(dataDir, { recursive: true, force: true });
      execFileSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs'), '--if-changed'], {
        cwd: path.join(root, 'apps/server'),
        stdio: 'ignore',
      });
    },
    /** `simmer <args>` on this server's data folder (while it is stopped: the embedded database is one process's). */
    cli(args: string[], input = '') {
      return execFileSync(process.execPath, [simmer, ...args], { env, input, encoding: 'utf8' });
    },
    async start() {
      child = spawn(process.execPath, [simmer, 'start'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
      const until = Date.now() + 240_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server on ${port} exited (${child.exitCode})`);
        const ok = await fetch(`${url}/v1/health/`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > until) throw new Error(`the server on ${port} did not answer`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
