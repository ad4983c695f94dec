/**
 * Media figures: tus upload throughput through the real server against a plain copy of the
 * same file on the same disk, and ffmpeg transcoding speed in seconds of video per second.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { probe, transcodeHls } from '../apps/server/src/platform/video/ffmpeg';

type Figures = Record<string, number>;
const MiB = 1024 * 1024;
const uploadBytes = 64 * MiB;
const chunkBytes = 8 * MiB;

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

async function uploadFigures(work: string): Promise<Figures> {
  const file = path.join(work, 'source.bin');
  writeFileSync(file, randomBytes(uploadBytes));

  // The baseline: a plain streamed copy of the same file on the same disk.
  let t = process.hrtime.bigint();
  await pipeline(createReadStream(file), createWriteStream(path.join(work, 'copy.bin')));
  const copySeconds = seconds(t);

  const config = loadConfig({ DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'silent', JOBS_WORKER: 'false' });
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  await database.db.insert(users).values({
    email: 'bench@example.com',
    firstName: 'B',
    lastName: 'M',
    passwordHash: await hashPassword('Bench2026x'),
  });
  const login = await fetch(`${base}/v1/users/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench2026x' }),
  });
  const auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
  const tus = { 'tus-resumable': '1.0.0', authorization: auth };

  const data = await readFile(file);
  t = process.hrtime.bigint();
  const created = await fetch(`${base}/v1/media/uploads/`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(data.length) },
  });
  const location = created.headers.get('location') as string;
  for (let offset = 0; offset < data.length; offset += chunkBytes) {
    const res = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: data.subarray(offset, offset + chunkBytes),
    });
    if (res.status !== 204) throw new Error(`upload chunk answered ${res.status}`);
  }
  const uploadSeconds = seconds(t);
  await app.close();
  await database.close();

  const mbps = (s: number) => Math.round((uploadBytes / MiB / s) * 10) / 10;
  return {
    'media.upload_tus_mb_per_s': mbps(uploadSeconds),
    'media.copy_same_disk_mb_per_s': mbps(copySeconds),
    'media.upload_vs_copy_pct': Math.round((copySeconds / uploadSeconds) * 100),
  };
}

async function transcodeFigures(work: string): Promise<Figures> {
  const clip = path.join(work, 'clip.mp4');
  const clipSeconds = 20;
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-t', String(clipSeconds), '-i', 'testsrc2=size=1280x720:rate=24'],
      ...['-f', 'lavfi', '-t', String(clipSeconds), '-i', 'sine=frequency=440'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', clip],
    ]);
  } catch {
    console.warn('ffmpeg is not installed: no transcoding figure');
    return {};
  }
  const info = await probe('ffprobe', clip);
  const t = process.hrtime.bigint();
  // The production ladder for a 720p source: 240p, 480p and 720p in one ffmpeg run.
  await transcodeHls('ffmpeg', clip, info, path.join(work, 'hls'));
  return { 'media.transcode_720p_video_s_per_s': Math.round((clipSeconds / seconds(t)) * 100) / 100 };
}

export async function mediaFigures(): Promise<Figures> {
  const work = mkdtempSync(path.join(tmpdir(), 'simmer-bench-media-'));
  try {
    // Both in one run, on the same disk and the same two cores.
    return { ...(await uploadFigures(work)), ...(await transcodeFigures(work)) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
