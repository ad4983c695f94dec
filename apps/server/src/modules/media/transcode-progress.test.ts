import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { videoAssets } from '../../db/schema';
import { progressSeconds } from '../../platform/video/ffmpeg';
import { runTranscodeJob } from './transcode.service';
import { progressReporter } from './transcode-progress';

describe('reading ffmpeg -progress output', () => {
  it('takes the position in seconds from out_time_us or the misnamed out_time_ms', () => {
    expect(progressSeconds('out_time_us=2500000')).toBe(2.5);
    expect(progressSeconds('out_time_ms=4000000\r')).toBe(4);
    expect(progressSeconds('out_time=N/A')).toBeNull();
    expect(progressSeconds('progress=continue')).toBeNull();
  });
});

describe('the progress reporter', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));
  function reporter() {
    let clock = 0;
    const stored: number[] = [];
    const r = progressReporter(
      async (p) => {
        stored.push(p);
      },
      { now: () => clock },
    );
    return { r, stored, tick: (ms: number) => (clock += ms) };
  }

  it('stores at most once a second, only a rise of a whole point, and nothing after close', async () => {
    const { r, stored, tick } = reporter();
    r.step('transcode', 0.1); // 9
    await settle();
    tick(500);
    r.step('transcode', 0.5); // too soon
    tick(600);
    r.step('transcode', 0.105); // 9.45: less than a point more
    tick(1000);
    r.step('transcode', 0.5); // 45
    await r.close();
    r.step('store', 1);
    expect(stored).toEqual([9, 45]);
  });

  it('never goes back, and leaves 100 to the ready status', async () => {
    const { r, stored, tick } = reporter();
    r.step('thumbnail', 1);
    await settle();
    tick(2000);
    r.step('transcode', 0.2);
    tick(2000);
    r.step('store', 2);
    await r.close();
    expect(stored).toEqual([93, 99]);
  });
});

describe('a transcode with progress', () => {
  let t: TestApp;
  let work: string;
  let clip: string;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'simmer-progress-'));
    clip = path.join(work, 'clip.mp4');
    // 16 s at 854x480: two renditions (240p, 480p) from one ffmpeg run.
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=854x480:rate=24:duration=16',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=16',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      clip,
    ]);
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('stores a rising percentage on the asset while it works and 100 once ready', async () => {
    const { headers, user } = await signedIn(t);
    const ctx = t.app.ctx;
    const sourceKey = 'uploads/progressClip01/original';
    await ctx.storage.putFile(sourceKey, clip, 'video/mp4');
    await ctx.db.insert(videoAssets).values({
      assetId: 'progressClip01',
      playbackId: 'progressPlay01',
      ownerId: user.id,
      status: 'processing',
      sourceKey,
    });
    const rowProgress = async () =>
      (
        await ctx.db
          .select({ p: videoAssets.progressPercent })
          .from(videoAssets)
          .where(eq(videoAssets.assetId, 'progressClip01'))
      )[0]?.p;

    // Each stored value, and what the row said right after it was written.
    const seen: Array<[number, number | null | undefined]> = [];
    await runTranscodeJob(
      ctx,
      { assetId: 'progressClip01', preset: 'ultrafast' },
      { id: 'progress-test', retryCount: 0 },
      {
        progressIntervalMs: 0,
        onProgressStored: async (p) => {
          seen.push([p, await rowProgress()]);
        },
      },
    );

    const values = seen.map(([p]) => p);
    expect(seen.every(([p, row]) => p === row)).toBe(true);
    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(values.every((p, i) => i === 0 || p > values[i - 1])).toBe(true);
    // Some of the encode itself was reported, not only the steps after it.
    expect(values.some((p) => p > 0 && p < 90)).toBe(true);
    expect(values.at(-1)).toBeLessThan(100);
    expect(await rowProgress()).toBe(100);

    const asset = await t.app.inject({ method: 'GET', url: '/v1/media/videos/progressClip01/', headers });
    expect(asset.json()).toMatchObject({ status: 'ready', progress: 100 });
  }, 120_000);
});
