import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AppContext } from '../../context';
import { writeBackup } from './backup';
import type { BackupSummary } from './format';

/**
 * The embedded database (PGlite) belongs to the one process that opened its files: a second
 * process opening them while the server runs would damage them. So the server listens on a
 * socket inside the data folder, and `simmer backup` asks it to write the archive; whoever may
 * open the data folder may ask (the socket file is the owner's only, like the folder).
 */
export const controlSocket = (dataDir: string) => path.join(dataDir, 'control.sock');

type Answer = { ok: true; summary: BackupSummary } | { ok: false; error: string };

export async function serveControl(ctx: AppContext): Promise<net.Server | null> {
  if (ctx.database.kind !== 'pglite') return null;
  const file = controlSocket(ctx.config.dataDir);
  // A socket left by a process that ended without closing it; a live one answers and stays.
  if ((await askRunningServer(ctx.config.dataDir, { command: 'ping' })) !== null) {
    ctx.log.warn('another server answers on this data folder; backups go through it');
    return null;
  }
  await rm(file, { force: true });
  const server = net.createServer((socket) => {
    const lines = createInterface({ input: socket });
    lines.once('line', async (line) => {
      let answer: Answer;
      try {
        const request = JSON.parse(line) as { command?: string; file?: string };
        if (request.command === 'ping') answer = { ok: true, summary: null as never };
        else if (request.command === 'backup' && request.file)
          answer = {
            ok: true,
            summary: await writeBackup(ctx, request.file),
          };
        else answer = { ok: false, error: 'unknown request' };
      } catch (err) {
        answer = { ok: false, error: (err as Error).message };
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    });
    socket.on('error', () => undefined);
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (err) => {
      ctx.log.warn({ err }, 'backup control socket not available: `simmer backup` needs the server stopped');
      resolve(false);
    });
    server.listen({ path: file, readableAll: false, writableAll: false }, () => resolve(true));
  });
  return listening ? server : null;
}

/** The running server's answer, or null when no server listens on this data folder. */
export async function askRunningServer(
  dataDir: string,
  request: { command: 'ping' } | { command: 'backup'; file: string },
): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocket(dataDir));
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(err.code ?? '')) resolve(null);
      else reject(err);
    });
    socket.once('connect', () => {
      socket.write(`${JSON.stringify(request)}\n`);
      const lines = createInterface({ input: socket });
      lines.once('line', (line) => resolve(JSON.parse(line) as Answer));
      lines.once('close', () => resolve(null));
    });
  });
}
