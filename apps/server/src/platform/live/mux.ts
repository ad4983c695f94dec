import { type Mux, orNull } from '../video/mux-client';
import type { LiveIngest, LiveInput } from './live';

export interface MuxLiveOptions {
  /** The official client, with the API token (see `createMuxClient`). */
  client: Mux;
  /** Mux's RTMPS ingest address. */
  ingestUrl?: string;
}

/** Where a Mux live stream stands now; `deleted` when Mux no longer knows it. */
export type MuxStreamState = 'idle' | 'active' | 'disabled' | 'deleted';

/**
 * The Mux ingest, with one call beyond the port: the stream's current state, read when a
 * webhook (or the reconciliation job) says it changed.
 */
export interface MuxLiveIngest extends LiveIngest {
  kind: 'mux';
  streamState(providerStreamId: string): Promise<MuxStreamState>;
}

export const isMuxIngest = (ingest: LiveIngest): ingest is MuxLiveIngest =>
  ingest.kind === 'mux' && 'streamState' in ingest;

export const muxIngestUrl = 'rtmps://global-live.mux.com:443/app';

/**
 * Mux live streams through the official `@mux/mux-node` client: a low-latency stream with
 * signed playback (and a signed recording), completed and disabled on end. Nothing is
 * polled: Mux reports `video.live_stream.active` / `idle` by webhook to whichever API
 * process receives it (modules/mux/mux-webhook.service.ts), so `watch` has nothing to follow here.
 */
export function createMuxLiveIngest(opts: MuxLiveOptions): MuxLiveIngest {
  const mux = opts.client;
  return {
    kind: 'mux',
    ingestUrl: opts.ingestUrl ?? muxIngestUrl,
    async create() {
      const stream = await mux.video.liveStreams.create({
        playback_policies: ['signed'],
        new_asset_settings: { playback_policies: ['signed'] },
        latency_mode: 'low',
        reconnect_window: 60,
      });
      const playbackId = stream.playback_ids?.[0]?.id;
      if (!stream.stream_key || !playbackId) throw new Error('Mux did not return a live stream.');
      return { providerStreamId: stream.id, streamKey: stream.stream_key, playbackId };
    },
    watch() {},
    isWatching: () => true,
    async end(input: LiveInput) {
      // Complete ends the recording at once; disable keeps the key from being used again.
      await mux.video.liveStreams.complete(input.providerStreamId);
      await mux.video.liveStreams.disable(input.providerStreamId);
    },
    async recording(input) {
      // The asset Mux recorded: the one still being written, else the latest of the stream.
      const stream = await orNull(mux.video.liveStreams.retrieve(input.providerStreamId));
      const assetId = stream?.active_asset_id ?? stream?.recent_asset_ids?.at(-1);
      return assetId ? { kind: 'asset', assetId } : null;
    },
    // Mux keeps the recording on its side; this server stores nothing of a Mux stream.
    async discard() {},
    async close() {},
    async streamState(providerStreamId) {
      const stream = await orNull(mux.video.liveStreams.retrieve(providerStreamId));
      return stream?.status ?? 'deleted';
    },
  };
}
