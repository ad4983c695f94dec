import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.mjs';

const run = promisify(execFile);

export interface TestPostgres {
  /** Address of the server's `postgres` database as the superuser `postgres`. */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: ends every session (57P01), then waits until it accepts again. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The server binaries (initdb, pg_ctl): `PG_BIN_DIR`, else Debian's newest
 * /usr/lib/postgresql/<major>/bin, else the PATH. Null when none is installed.
 */
export async function findPostgresBinaries(): Promise<string | null> {
  const given = process.env.PG_BIN_DIR;
  if (given) return existsSync(path.join(given, 'pg_ctl')) ? given : null;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v) && Number(v) >= 15)
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const dir = path.join(debian, major, 'bin');
      if (existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  const found = await run('sh', ['-c', 'command -v pg_ctl']).catch(() => null);
  const dir = found?.stdout.trim() ? path.dirname(found.stdout.trim()) : null;
  return dir && existsSync(path.join(dir, 'initdb')) ? dir : null;
}

/**
 * A private PostgreSQL cluster for one test file: `initdb` into a temporary folder and
 * `pg_ctl start` on a free port, with its socket in the same folder. PostgreSQL refuses
 * to run as root, so as root the binaries run as the `postgres` account.
 */
export async function startPostgres(binDir: string): Promise<TestPostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'simmer-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']).catch(() => {
      throw new Error('running as root needs a `postgres` account to start PostgreSQL as');
    });
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);

  await pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  let port = 0;
  const serverArgs = () => `-k ${root} -p ${port} -c listen_addresses=127.0.0.1`;
  for (let attempt = 0; ; attempt += 1) {
    port = await freePort();
    try {
      await pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '120', '-o', serverArgs()]);
      break;
    } catch (error) {
      // Another process may have taken the port between the check and the start.
      if (attempt >= 3) throw error;
    }
  }
  // A test worker that ends without its afterAll (a timeout, a crash) must not leave the
  // server running: stop it as the process exits.
  const stopNow = () => {
    const [cmd, ...args] = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(binDir, 'pg_ctl')]
      : [path.join(binDir, 'pg_ctl')];
    try {
      execFileSync(cmd!, [...args, 'stop', '-D', dataDir, '-m', 'immediate', '-w'], { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const stop = async () => {
    process.off('exit', stopNow);
    await pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => {
      await pg('pg_ctl', [
        'restart',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-m',
        'fast',
        '-w',
        '-t',
        '120',
        '-o',
        serverArgs(),
      ]);
    },
    stop,
  };
}
