import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedIngest, livePlaylist } from './embedded';
import { freePort, pushTestPattern, waitFor } from './testing';

const outRoot = mkdtempSync(path.join(tmpdir(), 'simmer-live-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

const quiet = { info: () => {}, warn: () => {} };

async function ingest() {
  const port = await freePort();
  return {
    port,
    ingest: createEmbeddedIngest({
      ffmpegPath: 'ffmpeg',
      listenHost: '127.0.0.1',
      port,
      publicUrl: `rtmp://127.0.0.1:${port}/live`,
      outRoot,
      segmentSeconds: 1,
      log: quiet,
    }),
  };
}

describe('embedded RTMP ingest (ffmpeg)', () => {
  it('turns a pushed test pattern into a live HLS playlist, then reports the end', async () => {
    const { ingest: live, port } = await ingest();
    const input = await live.create();
    expect(input.streamKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(live.ingestUrl).toBe(`rtmp://127.0.0.1:${port}/live`);
    const events: string[] = [];
    let ended = (_: string) => {};
    const endedP = new Promise<string>((r) => {
      ended = r;
    });
    live.watch(input, {
      onLive: () => events.push('live'),
      onEnded: (reason) => {
        events.push('ended');
        ended(reason);
      },
    });
    expect(live.isWatching(input)).toBe(true);
    const push = await pushTestPattern(`${live.ingestUrl}/${input.streamKey}`, { seconds: 4 });
    await waitFor(async () => events.includes('live'));
    const playlist = readFileSync(path.join(outRoot, input.playbackId, livePlaylist), 'utf8');
    expect(playlist).toContain('#EXTINF');
    expect(playlist).toMatch(/seg_\d{5}\.ts/);
    // Picture and sound both made it through (the short probe still finds the audio).
    const first = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
    const streams = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'csv=p=0'],
      path.join(outRoot, input.playbackId, first),
    ]).toString();
    expect(streams).toContain('h264,video');
    expect(streams).toContain('aac,audio');
    await push.done;
    expect(await endedP).toBe('input stopped');
    expect(events).toEqual(['live', 'ended']);
    expect(live.isWatching(input)).toBe(false);
    await live.end(input);
    expect(existsSync(path.join(outRoot, input.playbackId))).toBe(false);
  }, 30_000);

  it('refuses a publisher with the wrong stream key and keeps waiting for the right one', async () => {
    const { ingest: live } = await ingest();
    const input = await live.create();
    const events: string[] = [];
    live.watch(input, { onLive: () => events.push('live'), onEnded: () => events.push('ended') });
    const wrong = await pushTestPattern(`${live.ingestUrl}/not-the-key`, { seconds: 3, attempts: 2 }).catch(
      () => null,
    );
    await wrong?.done;
    await new Promise((r) => setTimeout(r, 500));
    expect(events).toEqual([]);
    expect(existsSync(path.join(outRoot, input.playbackId, livePlaylist))).toBe(false);
    // Still listening: the right key goes live.
    const right = await pushTestPattern(`${live.ingestUrl}/${input.streamKey}`, { seconds: 3 });
    await waitFor(async () => events.includes('live'));
    right.child.kill('SIGKILL');
    await live.end(input);
    await live.close();
  }, 30_000);

  it('ends on request without reporting an end of input', async () => {
    const { ingest: live } = await ingest();
    const input = await live.create();
    const events: string[] = [];
    live.watch(input, { onLive: () => events.push('live'), onEnded: () => events.push('ended') });
    await new Promise((r) => setTimeout(r, 300));
    await live.end(input);
    await new Promise((r) => setTimeout(r, 300));
    expect(events).toEqual([]);
    expect(live.isWatching(input)).toBe(false);
  });
});
