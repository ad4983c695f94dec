/**
 * Livestream figure: seconds from the broadcaster's first RTMP packet to the first playable
 * HLS segment on the embedded ingest (what a viewer waits for at least), for 1 s and 2 s
 * segments, median of three pushes each. Run alone: `npx tsx bench/live.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmbeddedIngest } from '../apps/server/src/platform/live/embedded';
import { freePort, pushTestPattern } from '../apps/server/src/platform/live/testing';

type Figures = Record<string, number>;
const quiet = { info: () => {}, warn: () => {} };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function once(segmentSeconds: number, outRoot: string): Promise<number> {
  const port = await freePort();
  const ingest = createEmbeddedIngest({
    ffmpegPath: 'ffmpeg',
    listenHost: '127.0.0.1',
    port,
    publicUrl: `rtmp://127.0.0.1:${port}/live`,
    outRoot,
    segmentSeconds,
    log: quiet,
    pollMs: 50,
  });
  const input = await ingest.create();
  let liveAt = 0;
  const live = new Promise<void>((resolve) =>
    ingest.watch(input, {
      onLive: () => {
        liveAt = Date.now();
        resolve();
      },
      onEnded: () => {},
    }),
  );
  // Let the listener bind first, so the push's start is the first packet's time.
  await new Promise((r) => setTimeout(r, 500));
  const push = await pushTestPattern(`${ingest.ingestUrl}/${input.streamKey}`, { seconds: 10 });
  await live;
  const seconds = (liveAt - (push.startedAt() ?? liveAt)) / 1000;
  push.child.kill('SIGKILL');
  await ingest.end(input);
  await ingest.close();
  return seconds;
}

export async function liveFigures(): Promise<Figures> {
  const outRoot = mkdtempSync(path.join(tmpdir(), 'simmer-bench-live-'));
  const figures: Figures = {};
  try {
    for (const seg of [1, 2]) {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) runs.push(await once(seg, outRoot));
      figures[`live.ingest_to_first_segment_s.segment_${seg}s`] = Math.round(median(runs) * 100) / 100;
    }
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await liveFigures(), null, 2));
}
