import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { thumbnailAtSeconds, thumbnailSize } from '@simmer/contracts';

export interface ProbeResult {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export interface Rendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
}

/** The rendition ladder; a source gets every rung up to its own height (at least the first). */
const ladder = [
  { name: '240p', height: 240, videoKbps: 400, audioKbps: 64 },
  { name: '480p', height: 480, videoKbps: 1200, audioKbps: 96 },
  { name: '720p', height: 720, videoKbps: 2800, audioKbps: 128 },
];

export class ToolMissingError extends Error {}

/** The CPU priority batch tools run at: below the server's own, which answers requests. */
export const batchNiceness = 10;

/**
 * Runs a tool, collecting stdout (or handing it to `onStdout`) and the tail of stderr;
 * ENOENT becomes ToolMissingError. Everything run here is batch work (probing, transcoding,
 * thumbnails, demo clips, live replays), so it runs at a lower CPU priority: on a small machine
 * a transcode takes the time requests leave over instead of slowing page loads down. (The live
 * ingest, which must keep up with the broadcast, spawns its own ffmpeg at normal priority.)
 */
export function run(
  bin: string,
  args: string[],
  opts: { timeoutMs?: number; onStdout?: (chunk: string) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, batchNiceness);
      } catch {
        // A process that already ended, or a system that refuses: it runs at normal priority.
      }
    }
    let out = '';
    let err = '';
    const timer = opts.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs) : null;
    child.stdout.on('data', (d) => {
      if (opts.onStdout) opts.onStdout(String(d));
      else out += d;
    });
    child.stderr.on('data', (d) => {
      err = (err + d).slice(-4000);
    });
    child.on('error', (e: NodeJS.ErrnoException) => {
      if (timer) clearTimeout(timer);
      reject(e.code === 'ENOENT' ? new ToolMissingError(`${bin} is not installed`) : e);
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `${path.basename(bin)} exited with ${code ?? signal}: ${err.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
}

export async function probe(ffprobe: string, file: string): Promise<ProbeResult> {
  const out = await run(ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const info = JSON.parse(out) as {
    format?: { duration?: string };
    streams?: Array<{ codec_type?: string; width?: number; height?: number; duration?: string }>;
  };
  const video = info.streams?.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error('The file has no video stream.');
  const duration = Number(info.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) throw new Error('The video has no readable duration.');
  return {
    durationSeconds: duration,
    width: video.width,
    height: video.height,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
  };
}

/** The spec's thumbnail moment: 35 s in, or the middle of a shorter video. */
export function thumbnailTime(durationSeconds: number): number {
  return durationSeconds > thumbnailAtSeconds ? thumbnailAtSeconds : durationSeconds / 2;
}

export async function thumbnail(ffmpeg: string, source: string, durationSeconds: number, outFile: string) {
  const { width, height } = thumbnailSize;
  await run(ffmpeg, [
    '-y',
    '-v',
    'error',
    '-ss',
    thumbnailTime(durationSeconds).toFixed(3),
    '-i',
    source,
    '-frames:v',
    '1',
    '-vf',
    `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`,
    '-q:v',
    '3',
    outFile,
  ]);
}

/**
 * The position (in seconds) in one line of ffmpeg's `-progress` output, or null. Both
 * `out_time_us` and `out_time_ms` are in microseconds (the latter is misnamed in ffmpeg).
 */
export function progressSeconds(line: string): number | null {
  const m = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  return m ? Number(m[1]) / 1e6 : null;
}

/** Calls back with each complete line of a chunked stream. */
function lines(onLine: (line: string) => void) {
  let rest = '';
  return (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) onLine(part);
  };
}

/**
 * One ffmpeg run producing every rendition as VOD HLS with aligned 4-second segments and a
 * master playlist: `master.m3u8`, `<name>/index.m3u8`, `<name>/seg_000.ts` ...
 */
export async function transcodeHls(
  ffmpeg: string,
  source: string,
  src: ProbeResult,
  outDir: string,
  opts: {
    preset?: string;
    threads?: number;
    /** The share (0..1) of the source encoded so far; all renditions advance together. */
    onProgress?: (fraction: number) => void;
  } = {},
): Promise<Rendition[]> {
  const rungs = ladder.filter((r, i) => i === 0 || r.height <= src.height);
  const renditions: Rendition[] = rungs.map((r) => {
    const h = Math.min(r.height, src.height - (src.height % 2));
    const w = Math.round((src.width * h) / src.height / 2) * 2;
    return {
      name: r.name,
      width: w,
      height: h,
      bandwidth: (r.videoKbps + (src.hasAudio ? r.audioKbps : 0)) * 1000,
    };
  });
  for (const r of renditions) await mkdir(path.join(outDir, r.name), { recursive: true });

  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  const scales = renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`).join(';');
  const args = ['-y', '-v', 'error', '-i', source, '-filter_complex', `${split};${scales}`];
  rungs.forEach((r, i) => {
    args.push('-map', `[v${i}]`);
    args.push(`-b:v:${i}`, `${r.videoKbps}k`, `-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.2)}k`);
    args.push(`-bufsize:v:${i}`, `${r.videoKbps * 2}k`);
    if (src.hasAudio) args.push('-map', '0:a:0', `-b:a:${i}`, `${r.audioKbps}k`);
  });
  const streamMap = renditions
    .map((r, i) => (src.hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`))
    .join(' ');
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    opts.preset ?? 'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '48',
    '-keyint_min',
    '48',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    'expr:gte(t,n_forced*4)',
  );
  if (opts.threads) args.push('-threads', String(opts.threads));
  if (src.hasAudio) args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    '4',
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(outDir, '%v', 'seg_%03d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    path.join(outDir, '%v', 'index.m3u8'),
  );
  const { onProgress } = opts;
  // A reading every quarter second, so even a short clip reports some of its encode.
  if (onProgress) args.unshift('-progress', 'pipe:1', '-stats_period', '0.25', '-nostats');
  await run(ffmpeg, args, {
    timeoutMs: Math.max(120_000, src.durationSeconds * 20_000),
    onStdout: onProgress
      ? lines((line) => {
          const seconds = progressSeconds(line);
          if (seconds !== null) onProgress(seconds / src.durationSeconds);
        })
      : undefined,
  });
  return renditions;
}
