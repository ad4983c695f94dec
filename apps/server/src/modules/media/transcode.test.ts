import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { thumbnailTime } from '../../platform/video/ffmpeg';
import { thumbnailsByPlaybackId } from './media.service';

let t: TestApp;
let headers: Record<string, string>;
let work: string;
let clip: Buffer;

const tus = { 'tus-resumable': '1.0.0' };

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'simmer-clip-'));
  const file = path.join(work, 'clip.mp4');
  // 6 s of test pattern and tone at 854x480: two renditions (240p, 480p), a segment or two each.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=854x480:rate=24:duration=6',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=6',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  clip = readFileSync(file);
  t = await createTestApp();
  ({ headers } = await signedIn(t));
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

async function uploadClip(): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/media/uploads/',
    headers: { ...headers, ...tus, 'upload-length': String(clip.length) },
  });
  const url = created.headers.location as string;
  const res = await t.app.inject({
    method: 'PATCH',
    url,
    headers: { ...headers, ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: clip,
  });
  expect(res.statusCode).toBe(204);
  return url.split('/').filter(Boolean).at(-1) as string;
}

async function waitFor(assetId: string, status: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/v1/media/videos/${assetId}/`, headers });
    const body = res.json();
    if (body.status === status) return body;
    if (Date.now() > until) throw new Error(`asset stayed ${body.status}: ${body.error}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('transcoding', () => {
  it('takes the thumbnail at 35 s, or in the middle of a shorter video', () => {
    expect(thumbnailTime(40)).toBe(35);
    expect(thumbnailTime(12)).toBe(6);
  });

  it('turns an upload into HLS that ffprobe reads, with the duration and a 400x200 thumbnail', async () => {
    const assetId = await uploadClip();
    const asset = await waitFor(assetId, 'ready');
    expect(asset.duration).toBeCloseTo(6, 0);
    expect(asset.playback_ids).toHaveLength(1);
    const playbackId = asset.playback_ids[0].id as string;

    const hls = path.join(t.dataDir, 'media', 'hls', playbackId);
    const master = readFileSync(path.join(hls, 'master.m3u8'), 'utf8');
    expect(master).toContain('240p/index.m3u8');
    expect(master).toContain('480p/index.m3u8');
    const probed = JSON.parse(
      execFileSync(
        'ffprobe',
        [
          '-v',
          'error',
          '-print_format',
          'json',
          '-show_format',
          '-show_streams',
          path.join(hls, '480p', 'index.m3u8'),
        ],
        {
          encoding: 'utf8',
        },
      ),
    );
    expect(Number(probed.format.duration)).toBeCloseTo(6, 0);
    expect(probed.streams.find((s: { codec_type: string }) => s.codec_type === 'video')).toMatchObject({
      width: 854,
      height: 480,
    });

    const thumb = await t.app.inject({ method: 'GET', url: asset.thumbnail });
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 200]);
    const byPlayback = await thumbnailsByPlaybackId(t.app.ctx, [playbackId, null, 'unknownPlayback']);
    expect([...byPlayback.keys()]).toEqual([playbackId]);
    expect(byPlayback.get(playbackId)?.thumbnail).toBe(asset.thumbnail);

    // A free video plays for a visitor: a signed playlist, segments under the video's token.
    const play = await t.app.inject({ method: 'GET', url: `/v1/media/playback/${playbackId}/` });
    expect(play.statusCode).toBe(200);
    const masterRes = await t.app.inject({ method: 'GET', url: play.json().url });
    expect(masterRes.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const base = (play.json().url as string).replace(/master\.m3u8$/, '');
    const variant = await t.app.inject({ method: 'GET', url: `${base}240p/index.m3u8` });
    const segment = variant.body.split('\n').find((l) => l.endsWith('.ts')) as string;
    expect(segment).toMatch(new RegExp(`^/v1/media/segments/${playbackId}/[^/]+/240p/seg_000\\.ts$`));
    const ranged = await t.app.inject({
      method: 'GET',
      url: segment,
      headers: { range: 'bytes=0-187' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(188);
    expect(ranged.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
  }, 120_000);

  it('shows a failure with its reason, keeps the original, and can be retried', async () => {
    const ffprobe = t.config.FFPROBE_PATH;
    t.config.FFPROBE_PATH = path.join(work, 'no-such-ffprobe');
    const assetId = await uploadClip();
    const failed = await waitFor(assetId, 'failed');
    expect(failed.error).toBe(msg.videoTranscoderMissing);
    t.config.FFPROBE_PATH = ffprobe;

    const retry = await t.app.inject({ method: 'POST', url: `/v1/media/videos/${assetId}/retry/`, headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().msg).toBe(msg.videoRetryQueued);
    const ready = await waitFor(assetId, 'ready');
    expect(ready.attempts).toBe(2);
    const again = await t.app.inject({ method: 'POST', url: `/v1/media/videos/${assetId}/retry/`, headers });
    expect(again.statusCode).toBe(409);
  }, 180_000);
});
