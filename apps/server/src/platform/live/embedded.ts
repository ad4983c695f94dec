import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type {
  BrowserChunk,
  BrowserChunkResult,
  LiveIngest,
  LiveInput,
  LiveRecording,
  LiveWatchEvents,
} from './live';

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
  /** A browser broadcast that sends nothing for this long has stopped (tab closed): it ends. */
  browserIdleMs?: number;
}

/** RTMP application name in the address (rtmp://host:port/live). */
export const rtmpApp = 'live';
/** The playlist ffmpeg writes into each stream's folder. */
export const livePlaylist = 'index.m3u8';
const segmentPattern = /^seg_(\d{1,6})\.ts$/;

/** The segments in a stream's folder, in recording order (every one is kept until the stream is discarded). */
function segmentsIn(names: string[]) {
  return names
    .map((name) => ({ name, n: Number(segmentPattern.exec(name)?.[1] ?? -1) }))
    .filter((s) => s.n >= 0)
    .sort((a, b) => a.n - b.n);
}

const alphanumeric = (bytes: number) =>
  randomBytes(bytes)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, bytes);

/** The ffmpeg process fed by the studio page's recorder, and the next chunk it expects. */
interface BrowserFeed {
  session: string;
  next: number;
  child: ChildProcess;
}

interface Watch {
  input: LiveInput;
  events: LiveWatchEvents;
  /** Where the video comes from: the RTMP listener until the page sends its camera. */
  source: 'rtmp' | 'browser';
  /** The RTMP listener (source rtmp). */
  child: ChildProcess | null;
  browser: BrowserFeed | null;
  live: boolean;
  stopping: boolean;
  failures: number;
  timer: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
  /** Chunks are handled one after the other, even when a retried request overlaps. */
  lock: Promise<unknown>;
}

/**
 * ffmpeg's output for every source: one known-good format for every browser whatever the
 * broadcaster sends, and segments of exactly `seg` seconds (keyframes forced on the boundaries).
 * The playlist lists the last six segments, but no segment is deleted: together they are the
 * stream's recording, which becomes its replay when it ends (record 523).
 */
function hlsOutputArgs(dir: string, seg: string, flags: string, startNumber?: number) {
  return [
    ...(startNumber ? ['-start_number', String(startNumber)] : []),
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
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
    flags,
    '-hls_segment_filename',
    path.join(dir, 'seg_%05d.ts'),
    path.join(dir, livePlaylist),
  ];
}

/**
 * The built-in ingest: for each running stream, Debian's ffmpeg listens for one RTMP
 * publisher and writes a live HLS playlist of short segments (old ones deleted) into
 * `outRoot/<playback id>/`. ffmpeg's listen mode does not refuse a wrong stream name (it
 * only warns), so the warning is read from its log and the process is killed before the
 * first segment; the listener then waits again. The stream is live when the playlist holds
 * a first segment, and ends when ffmpeg exits after that (the publisher stopped).
 *
 * The studio page may send its camera instead (`feedBrowser`): WebM chunks from MediaRecorder,
 * numbered per recorder session, are piped in order into a second kind of ffmpeg process
 * (`-f webm -i pipe:0`, same output). The first chunk of a session takes the stream over from
 * the RTMP listener (unless broadcasting software is already live), a new session restarts
 * ffmpeg and appends to the same playlist (a discontinuity), and the stream ends when no chunk
 * came for `browserIdleMs` (the tab was closed).
 */
/** The log line (and end reason) when the RTMP port is already in use on this host. */
export function rtmpPortTaken(port: number) {
  return `RTMP port ${port} is already in use (another instance or RTMP server on this host?): set LIVE_RTMP_PORT to a free port and restart. Livestreams cannot receive video until then; the rest of the server keeps running.`;
}

export function createEmbeddedIngest(opts: EmbeddedIngestOptions): LiveIngest {
  const watches = new Map<string, Watch>();
  const pollMs = opts.pollMs ?? 250;
  const browserIdleMs = opts.browserIdleMs ?? 15_000;
  const dirOf = (input: LiveInput) => path.join(opts.outRoot, input.playbackId);

  function listen(w: Watch) {
    if (w.stopping || w.source !== 'rtmp') return;
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
      // A listener started again after a restart numbers on from the segments already recorded.
      ...hlsOutputArgs(dir, seg, 'independent_segments', nextSegment(dir)),
    ];
    const startedAt = Date.now();
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
      // Stopped, or killed because the page's camera took the stream over.
      if (w.stopping || w.source !== 'rtmp') return;
      if (w.live && !rejected) {
        stop(w);
        opts.log.info({ playbackId: w.input.playbackId, code }, 'livestream input stopped');
        w.events.onEnded('input stopped');
        return;
      }
      // The port is taken (a second instance on this host, another RTMP server): say which
      // setting to change and end this stream; the rest of the server keeps running.
      if (!w.live && /address already in use/i.test(stderr)) {
        stop(w);
        const reason = rtmpPortTaken(opts.port);
        opts.log.warn({ port: opts.port }, reason);
        w.events.onEnded(`ingest failed: ${reason}`);
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

  /** Creates the stream's folder (ffmpeg does not) and answers the number after its last segment. */
  function nextSegment(dir: string) {
    mkdirSync(dir, { recursive: true });
    const last = segmentsIn(readdirSync(dir)).at(-1);
    return last ? last.n + 1 : 0;
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
    if (w.idle) clearTimeout(w.idle);
    watches.delete(w.input.providerStreamId);
  }

  async function kill(child: ChildProcess | null) {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    // A browser feed ends at the end of its input (ffmpeg keeps waiting on a pipe through SIGTERM).
    child.stdin?.end();
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }

  /** Starts the ffmpeg process for a new recorder session, replacing the listener or the last session. */
  async function startBrowser(w: Watch, session: string) {
    const previous = w.source === 'rtmp' ? w.child : (w.browser?.child ?? null);
    w.source = 'browser';
    w.browser = null;
    await kill(previous);
    if (w.stopping) return;
    const dir = dirOf(w.input);
    mkdirSync(dir, { recursive: true });
    const args = [
      '-hide_banner',
      '-loglevel',
      'warning',
      '-analyzeduration',
      '500000',
      '-probesize',
      '500000',
      '-f',
      'webm',
      '-i',
      'pipe:0',
      // A restarted session continues the playlist (numbering kept, a discontinuity marked);
      // no end marker, since the page may restart while viewers watch.
      ...hlsOutputArgs(dir, String(opts.segmentSeconds), 'independent_segments+append_list+omit_endlist'),
    ];
    const child = spawn(opts.ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    w.browser = { session, next: 0, child };
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    // A write after ffmpeg died is answered as a gap; the pipe error itself is expected.
    child.stdin?.on('error', () => undefined);
    child.on('error', (err) => opts.log.warn({ err }, 'browser livestream ingest could not start'));
    child.on('close', (code) => {
      if (w.stopping || w.browser?.child !== child) return;
      // ffmpeg gave up on the page's video: before going live the page restarts (its next
      // chunk is a gap); once live, the stream ends as when broadcasting software stops.
      w.browser = null;
      const reason = stderr.trim().split('\n').slice(-2).join(' | ') || `ffmpeg exited with ${code}`;
      opts.log.warn({ playbackId: w.input.playbackId, reason }, 'browser livestream input stopped');
      if (w.live) {
        stop(w);
        w.events.onEnded('input stopped');
      }
    });
  }

  /** Restarts the inactivity countdown of a browser broadcast. */
  function touch(w: Watch) {
    if (w.idle) clearTimeout(w.idle);
    w.idle = setTimeout(() => {
      if (w.stopping) return;
      const child = w.browser?.child ?? null;
      stop(w);
      opts.log.info({ playbackId: w.input.playbackId }, 'browser livestream stopped sending');
      // Reported once ffmpeg has written its last segment, so the recording is complete.
      void kill(child).finally(() => w.events.onEnded('browser stopped sending'));
    }, browserIdleMs);
  }

  /** Resolves once the pipe took the bytes (back-pressure: a slow ffmpeg slows the page). */
  function write(child: ChildProcess, data: Buffer): Promise<boolean> {
    const stdin = child.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) return Promise.resolve(false);
    return new Promise((resolve) => {
      stdin.write(data, (err) => resolve(!err));
    });
  }

  async function feed(w: Watch, chunk: BrowserChunk): Promise<BrowserChunkResult> {
    if (w.stopping) return 'not-watching';
    if (w.source === 'rtmp' && w.live) return 'rtmp-live';
    const current = w.browser;
    if (current && current.session === chunk.session) {
      if (chunk.index < current.next) {
        touch(w);
        return 'duplicate';
      }
      if (chunk.index > current.next) return 'gap';
    } else {
      // A session starts with its first chunk (the WebM header); anything else is a gap.
      if (chunk.index !== 0) return 'gap';
      touch(w);
      await startBrowser(w, chunk.session);
    }
    const feedNow = w.browser;
    if (w.stopping || !feedNow) return 'not-watching';
    feedNow.next = chunk.index + 1;
    touch(w);
    return (await write(feedNow.child, chunk.data)) ? 'accepted' : 'gap';
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
        source: 'rtmp',
        child: null,
        browser: null,
        live: Boolean(watchOpts?.alreadyLive),
        stopping: false,
        failures: 0,
        timer: null,
        idle: null,
        lock: Promise.resolve(),
      };
      watches.set(input.providerStreamId, w);
      listen(w);
      poll(w);
    },
    isWatching: (input) => watches.has(input.providerStreamId),
    feedBrowser(input, chunk) {
      const w = watches.get(input.providerStreamId);
      if (!w) return Promise.resolve('not-watching' as const);
      const run = w.lock.then(() => feed(w, chunk));
      w.lock = run.catch(() => undefined);
      return run;
    },
    async end(input) {
      const w = watches.get(input.providerStreamId);
      if (w) {
        stop(w);
        await Promise.all([kill(w.child), kill(w.browser?.child ?? null)]);
      }
    },
    async recording(input): Promise<LiveRecording | null> {
      const dir = dirOf(input);
      const files = segmentsIn(await readdir(dir).catch(() => [])).map((s) => path.join(dir, s.name));
      return files.length ? { kind: 'segments', files } : null;
    },
    async discard(input) {
      await rm(dirOf(input), { recursive: true, force: true });
    },
    async close() {
      const all = [...watches.values()];
      for (const w of all) stop(w);
      await Promise.all(all.flatMap((w) => [kill(w.child), kill(w.browser?.child ?? null)]));
    },
  };
}
