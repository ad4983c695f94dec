import path from 'node:path';
import type { Config } from '../../config';
import { muxClientFor } from '../video/mux-client';
import { createEmbeddedIngest, rtmpApp } from './embedded';
import type { LiveIngest } from './live';
import { createMuxLiveIngest } from './mux';

export type {
  BrowserChunk,
  BrowserChunkResult,
  LiveIngest,
  LiveInput,
  LiveRecording,
  LiveWatchEvents,
} from './live';
export { isMuxIngest, type MuxLiveIngest, type MuxStreamState } from './mux';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** Mux when LIVE_PROVIDER says so, or when it is unset and videos already go to Mux. */
export function liveProvider(config: Config): 'embedded' | 'mux' {
  return config.LIVE_PROVIDER ?? (config.VIDEO_PROVIDER === 'mux' ? 'mux' : 'embedded');
}

/** Where the embedded ingest writes each stream's HLS files. */
export const liveOutRoot = (config: Config) => path.join(config.dataDir, 'live');

/** The RTMP address the studio shows: LIVE_RTMP_PUBLIC_URL, or the public host on LIVE_RTMP_PORT. */
export function rtmpPublicUrl(config: Config): string {
  if (config.LIVE_RTMP_PUBLIC_URL) return config.LIVE_RTMP_PUBLIC_URL.replace(/\/$/, '');
  return `rtmp://${new URL(config.publicUrl).hostname}:${config.LIVE_RTMP_PORT}/${rtmpApp}`;
}

export function createLiveIngest(config: Config, log: Log): LiveIngest {
  if (liveProvider(config) === 'mux') {
    if (!config.MUX_TOKEN_ID || !config.MUX_TOKEN_SECRET) {
      throw new Error('LIVE_PROVIDER=mux needs MUX_TOKEN_ID and MUX_TOKEN_SECRET.');
    }
    if (!config.MUX_WEBHOOK_SECRET) {
      log.warn(
        {},
        'MUX_WEBHOOK_SECRET is not set: Mux reports livestreams going live and ending by webhook only ' +
          '(the 15-minute reconciliation job is a late safety net)',
      );
    }
    return createMuxLiveIngest({ client: muxClientFor(config) });
  }
  return createEmbeddedIngest({
    ffmpegPath: config.FFMPEG_PATH,
    listenHost: config.HOST,
    port: config.LIVE_RTMP_PORT,
    publicUrl: rtmpPublicUrl(config),
    outRoot: liveOutRoot(config),
    segmentSeconds: config.LIVE_SEGMENT_SECONDS,
    browserIdleMs: config.LIVE_BROWSER_IDLE_SECONDS * 1000,
    log,
  });
}
