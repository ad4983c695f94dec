import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedIngest, livePlaylist, rtmpPortTaken } from './embedded';
import { freePort, pushOnce, pushTestPattern, waitFor } from './testing';

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
  it('says clearly that LIVE_RTMP_PORT is taken (a second instance on one host) and ends only that stream', async () => {
    const port = await freePort();
    const other = createServer();
    await new Promise<void>((r) => other.listen(port, '127.0.0.1', r));
    const warned: string[] = [];
    const live = createEmbeddedIngest({
      ffmpegPath: 'ffmpeg',
      listenHost: '127.0.0.1',
      port,
      publicUrl: `rtmp://127.0.0.1:${port}/live`,
      outRoot,
      segmentSeconds: 1,
      log: { info: () => {}, warn: (_: unknown, text: string) => warned.push(text) },
    });
    const input = await live.create();
    const ended = await new Promise<string>((r) => live.watch(input, { onLive: () => {}, onEnded: r }));
    other.close();
    expect(ended).toBe(`ingest failed: ${rtmpPortTaken(port)}`);
    expect(ended).toContain('LIVE_RTMP_PORT');
    expect(warned).toEqual([rtmpPortTaken(port)]);
    expect(live.isWatching(input)).toBe(false);
  }, 30_000);

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
    // Every segment is kept (the playlist lists only the last ones): the stream's recording.
    const recording = await live.recording(input);
    expect(recording?.kind).toBe('segments');
    const files = recording?.kind === 'segments' ? recording.files : [];
    expect(files.map((f) => path.basename(f))).toEqual(
      files.map((_, i) => `seg_${String(i).padStart(5, '0')}.ts`),
    );
    // About the 4 s pushed, in 1 s segments (the last one may be partial).
    expect(files.length).toBeGreaterThanOrEqual(3);
    await live.discard(input);
    expect(existsSync(path.join(outRoot, input.playbackId))).toBe(false);
    expect(await live.recording(input)).toBeNull();
  }, 30_000);

  it('numbers on from the segments already recorded when it listens again (after a restart)', async () => {
    const { ingest: live } = await ingest();
    const input = await live.create();
    const dir = path.join(outRoot, input.playbackId);
    mkdirSync(dir, { recursive: true });
    for (const n of [0, 1, 2]) writeFileSync(path.join(dir, `seg_0000${n}.ts`), 'recorded before');
    const ended = new Promise<void>((r) => {
      live.watch(input, { onLive: () => {}, onEnded: () => r() }, { alreadyLive: true });
    });
    const push = await pushTestPattern(`${live.ingestUrl}/${input.streamKey}`, { seconds: 3 });
    await push.done;
    await ended;
    const recording = await live.recording(input);
    const names = recording?.kind === 'segments' ? recording.files.map((f) => path.basename(f)) : [];
    expect(names.slice(0, 4)).toEqual(['seg_00000.ts', 'seg_00001.ts', 'seg_00002.ts', 'seg_00003.ts']);
    expect(readFileSync(path.join(dir, 'seg_00000.ts'), 'utf8')).toBe('recorded before');
    await live.discard(input);
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

  it('takes one source at a time: the camera replaces the listener, but not a live RTMP publisher', async () => {
    const webm = execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine', '-t', '2'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-f', 'webm', '-'],
    ]);
    // Browser first: the RTMP listener is gone, so broadcasting software cannot connect.
    const { ingest: first } = await ingest();
    const a = await first.create();
    const eventsA: string[] = [];
    first.watch(a, { onLive: () => eventsA.push('live'), onEnded: (r) => eventsA.push(r) });
    await new Promise((r) => setTimeout(r, 300));
    expect(await first.feedBrowser!(a, { session: 'one-session', index: 0, data: webm })).toBe('accepted');
    expect(await pushOnce(`${first.ingestUrl}/${a.streamKey}`)).not.toBe(0);
    await waitFor(async () => eventsA.includes('live'));
    await first.end(a);

    // RTMP first: once it is live, the camera is refused.
    const { ingest: second } = await ingest();
    const b = await second.create();
    const eventsB: string[] = [];
    second.watch(b, { onLive: () => eventsB.push('live'), onEnded: () => eventsB.push('ended') });
    const push = await pushTestPattern(`${second.ingestUrl}/${b.streamKey}`, { seconds: 4 });
    await waitFor(async () => eventsB.includes('live'));
    expect(await second.feedBrowser!(b, { session: 'two-session', index: 0, data: webm })).toBe('rtmp-live');
    push.child.kill('SIGKILL');
    await second.end(b);
    await Promise.all([first.close(), second.close()]);
  }, 40_000);
});
