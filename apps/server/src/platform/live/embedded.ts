import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { LiveIngest, LiveInput, LiveWatchEvents } from './live';

export interface EmbeddedIngestOptions {
  ffmpegPath: string;
  /** Address and port ffmpeg listens on for RTMP. */
  listenHost: string;
  port: number;
  /** What the studio shows as the server address, e.g. rtmp://live.example.com:1935/live. */
  publicUrl: string;
  /** Folder holding one sub-folder of HLS files per playback id. */
  outRoot: string;
  segmentSeconds: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** How often the output folder is checked for the first playable segment. */
  pollMs?: number;
}

/** RTMP application name in the address (rtmp://host:port/live). */
export const rtmpApp = 'live';
/** The playlist ffmpeg writes into each stream's folder. */
export const livePlaylist = 'index.m3u8';
export const liveFilePattern = /^(index\.m3u8|seg_\d{1,6}\.ts)$/;

const alphanumeric = (bytes: number) =>
  randomBytes(bytes)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, bytes);

interface Watch {
  input: LiveInput;
  events: LiveWatchEvents;
  child: ChildProcess | null;
  live: boolean;
  stopping: boolean;
  failures: number;
  timer: NodeJS.Timeout | null;
}

/**
 * The built-in ingest: for each running stream, Debian's ffmpeg listens for one RTMP
 * publisher and writes a live HLS playlist of short segments (old ones deleted) into
 * `outRoot/<playback id>/`. ffmpeg's listen mode does not refuse a wrong stream name (it
 * only warns), so the warning is read from its log and the process is killed before the
 * first segment; the listener then waits again. The stream is live when the playlist holds
 * a first segment, and ends when ffmpeg exits after that (the publisher stopped).
 */
export function createEmbeddedIngest(opts: EmbeddedIngestOptions): LiveIngest {
  const watches = new Map<string, Watch>();
  const pollMs = opts.pollMs ?? 250;
  const dirOf = (input: LiveInput) => path.join(opts.outRoot, input.playbackId);

  function listen(w: Watch) {
    if (w.stopping) return;
    const dir = dirOf(w.input);
    const seg = String(opts.segmentSeconds);
    const args = [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'warning',
      // Start from the stream's metadata instead of probing seconds of media first.
      '-analyzeduration',
      '500000',
      '-probesize',
      '500000',
      '-listen',
      '1',
      '-i',
      `rtmp://${opts.listenHost}:${opts.port}/${rtmpApp}/${w.input.streamKey}`,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      // One known-good format for every browser whatever the broadcaster sends, and
      // segments of exactly LIVE_SEGMENT_SECONDS (keyframes forced on the boundaries).
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'zerolatency',
      '-pix_fmt',
      'yuv420p',
      '-vf',
      "scale=-2:'min(720,ih)'",
      '-force_key_frames',
      `expr:gte(t,n_forced*${seg})`,
      '-c:a',
      'aac',
      '-ar',
      '48000',
      '-ac',
      '2',
      '-f',
      'hls',
      '-hls_time',
      seg,
      '-hls_list_size',
      '6',
      '-hls_flags',
      'delete_segments+independent_segments',
      '-hls_segment_filename',
      path.join(dir, 'seg_%05d.ts'),
      path.join(dir, livePlaylist),
    ];
    const startedAt = Date.now();
    // ffmpeg writes the files but does not create their folder.
    mkdirSync(dir, { recursive: true });
    const child = spawn(opts.ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    w.child = child;
    let stderr = '';
    let rejected = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
      // A publisher with the wrong key (or application) is refused before any media is kept.
      if (!rejected && /Unexpected stream|App field don't match/.test(stderr)) {
        rejected = true;
        opts.log.warn({ playbackId: w.input.playbackId }, 'livestream publisher refused: wrong stream key');
        child.kill('SIGKILL');
      }
    });
    child.on('error', (err) => {
      opts.log.warn({ err }, 'livestream ingest could not start');
    });
    child.on('close', (code) => {
      w.child = null;
      if (w.stopping) return;
      if (w.live && !rejected) {
        stop(w);
        opts.log.info({ playbackId: w.input.playbackId, code }, 'livestream input stopped');
        w.events.onEnded('input stopped');
        return;
      }
      // Not live yet: a refused publisher or a failed start. Clean up and listen again,
      // unless ffmpeg keeps failing at once (port taken, ffmpeg missing).
      const quick = Date.now() - startedAt < 2000 && !rejected;
      w.failures = quick ? w.failures + 1 : 0;
      if (w.failures >= 5) {
        stop(w);
        const reason = stderr.trim().split('\n').slice(-2).join(' | ') || `ffmpeg exited with ${code}`;
        opts.log.warn({ reason }, 'livestream ingest failed');
        w.events.onEnded(`ingest failed: ${reason}`);
        return;
      }
      void rm(dir, { recursive: true, force: true }).finally(() => {
        w.timer = setTimeout(() => listen(w), quick ? 500 * w.failures : 100);
      });
    });
  }

  function poll(w: Watch) {
    if (w.stopping || w.live) return;
    void readFile(path.join(dirOf(w.input), livePlaylist), 'utf8')
      .then((text) => {
        if (w.stopping || w.live || !text.includes('#EXTINF')) return;
        w.live = true;
        w.events.onLive();
      })
      .catch(() => undefined)
      .finally(() => {
        if (!w.stopping && !w.live) w.timer = setTimeout(() => poll(w), pollMs);
      });
  }

  function stop(w: Watch) {
    w.stopping = true;
    if (w.timer) clearTimeout(w.timer);
    watches.delete(w.input.providerStreamId);
  }

  async function kill(child: ChildProcess | null) {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }

  return {
    kind: 'embedded',
    ingestUrl: opts.publicUrl,
    async create() {
      return {
        providerStreamId: alphanumeric(16),
        streamKey: alphanumeric(32),
        playbackId: alphanumeric(24),
      };
    },
    watch(input, events, watchOpts) {
      if (watches.has(input.providerStreamId)) return;
      const w: Watch = {
        input,
        events,
        child: null,
        live: Boolean(watchOpts?.alreadyLive),
        stopping: false,
        failures: 0,
        timer: null,
      };
      watches.set(input.providerStreamId, w);
      listen(w);
      poll(w);
    },
    isWatching: (input) => watches.has(input.providerStreamId),
    async end(input) {
      const w = watches.get(input.providerStreamId);
      if (w) {
        stop(w);
        await kill(w.child);
      }
      await rm(dirOf(input), { recursive: true, force: true });
    },
    async close() {
      const all = [...watches.values()];
      for (const w of all) stop(w);
      await Promise.all(all.map((w) => kill(w.child)));
    },
  };
}
