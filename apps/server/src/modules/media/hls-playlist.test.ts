import { describe, expect, it } from 'vitest';
import { rewritePlaylist } from './hls-playlist';

const base = '/v1/media/segments/pid/tok';

describe('rewritePlaylist', () => {
  it('keeps playlist references relative and points segments, init sections and keys at the segment address', () => {
    const variant = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="../keys/k1.key",IV=0x1',
      '#EXTINF:4.0,',
      'seg_000.m4s',
      '#EXTINF:4.0,\r',
      'sub/seg_001.m4s\r',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    expect(rewritePlaylist(variant, '480p', base).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      `#EXT-X-MAP:URI="${base}/480p/init.mp4"`,
      `#EXT-X-KEY:METHOD=AES-128,URI="${base}/keys/k1.key",IV=0x1`,
      '#EXTINF:4.0,',
      `${base}/480p/seg_000.m4s`,
      '#EXTINF:4.0,',
      `${base}/480p/sub/seg_001.m4s`,
      '#EXT-X-ENDLIST',
      '',
    ]);
  });

  it('leaves the master’s playlists, absolute addresses and escapes from the folder alone', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",URI="audio/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000',
      '240p/index.m3u8',
      'https://cdn.example.com/x.ts',
      '/elsewhere/y.ts',
      '../../outside.ts',
    ].join('\n');
    expect(rewritePlaylist(master, '', base)).toBe(master);
  });
});
