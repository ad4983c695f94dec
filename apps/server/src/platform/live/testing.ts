import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../../test/free-port.mjs';

/** For tests and the bench: a TCP port nobody listens on (test/free-port.mjs). */
export { freePort };

export interface Push {
  child: ChildProcess;
  /** Resolves with ffmpeg's exit code when the push ends. */
  done: Promise<number | null>;
  /** When ffmpeg connected and sent its first packet (ms since epoch), if it did. */
  startedAt: () => number | null;
}

/**
 * Pushes a generated test pattern (colour bars and a tone) to an RTMP address, as a
 * broadcaster would. A refused connection (the listener is still starting) is retried.
 */
export async function pushTestPattern(
  url: string,
  opts: { seconds?: number; ffmpegPath?: string; attempts?: number } = {},
): Promise<Push> {
  const seconds = opts.seconds ?? 4;
  for (let attempt = 1; ; attempt++) {
    const startedAt = Date.now();
    const child = spawn(
      opts.ffmpegPath ?? 'ffmpeg',
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
        ...['-c:a', 'aac', '-f', 'flv', url],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr?.on('data', (d) => {
      err += d;
    });
    const done = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    // A connection refused ends ffmpeg within a second; a working push runs for `seconds`.
    const early = await Promise.race([
      done,
      new Promise<'running'>((r) => setTimeout(() => r('running'), 1000)),
    ]);
    if (early === 'running' || early === 0) {
      return { child, done, startedAt: () => startedAt };
    }
    if (attempt >= (opts.attempts ?? 10)) throw new Error(`test push failed: ${err.trim()}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Pushes a short test pattern once and answers ffmpeg's exit code when it is done: 0 when
 * something took the stream, non-zero when nothing listens. Unlike `pushTestPattern`, this
 * does not guess from the first second, which a busy machine can spend starting ffmpeg.
 */
export async function pushOnce(url: string, opts: { seconds?: number; ffmpegPath?: string } = {}) {
  const child = spawn(
    opts.ffmpegPath ?? 'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(opts.seconds ?? 1)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  return new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
}

/** Polls until `check` answers a value (not null/false), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | null | false>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}
