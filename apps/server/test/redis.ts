import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port.mjs';

export interface TestRedis {
  url: string;
  stop: () => Promise<void>;
}

/** Whether a Redis server answers PING on this port. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        socket.end();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}

/**
 * A private Redis server on a free port for one test file (installed by
 * `scripts/setup-test-prereqs.sh`). Resolves once it answers PING, however busy the
 * machine is; fails with the reason if the binary is missing or the server exits.
 */
export async function startRedis(): Promise<TestRedis> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const port = await freePort();
    const child: ChildProcess = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const exited = new Promise<Error>((resolve) => {
      child.once('error', (err) => resolve(new Error(`redis-server could not start: ${err.message}`)));
      child.once('exit', (code) => resolve(new Error(`redis-server exited with code ${code}`)));
    });
    let failure: Error | undefined;
    void exited.then((err) => {
      failure = err;
    });
    while (!failure) {
      if (await pings(port)) {
        return {
          url: `redis://127.0.0.1:${port}`,
          stop: async () => {
            if (child.exitCode !== null) return;
            child.kill();
            await exited;
          },
        };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    // A missing binary will not appear on the next attempt; a taken port might be free.
    if (failure.message.includes('could not start')) throw failure;
  }
  throw new Error('redis-server did not start on any of 5 ports');
}
