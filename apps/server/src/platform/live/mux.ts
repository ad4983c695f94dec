import type { LiveIngest, LiveInput, LiveWatchEvents } from './live';

export interface MuxLiveOptions {
  tokenId: string;
  tokenSecret: string;
  apiUrl: string;
  /** Mux's RTMPS ingest address. */
  ingestUrl?: string;
  /** How often a watched stream's status is read. */
  pollMs?: number;
  fetch?: typeof fetch;
  log: { warn(obj: object, msg: string): void };
}

interface MuxLiveStream {
  id: string;
  stream_key: string;
  status: 'idle' | 'active' | 'disabled';
  playback_ids?: Array<{ id: string; policy: 'public' | 'signed' }>;
}

export class MuxLiveError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const muxIngestUrl = 'rtmps://global-live.mux.com:443/app';

/**
 * Mux live streams over the REST API: a stream with signed playback (and a signed
 * recording), its status read every few seconds while it runs (idle, then active when the
 * encoder connects, idle again after the reconnect window), completed and disabled on end.
 */
export function createMuxLiveIngest(opts: MuxLiveOptions): LiveIngest {
  const doFetch = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.tokenId}:${opts.tokenSecret}`).toString('base64')}`;
  const pollMs = opts.pollMs ?? 5000;
  const watches = new Map<string, { timer: NodeJS.Timeout | null; stopped: boolean }>();

  async function call<T>(method: string, path: string, body?: object): Promise<T | null> {
    const res = await doFetch(`${opts.apiUrl}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 404) return null;
    const json = (await res.json().catch(() => ({}))) as { data?: T; error?: { messages?: string[] } };
    if (!res.ok)
      throw new MuxLiveError(res.status, json.error?.messages?.join(' ') ?? `Mux answered ${res.status}`);
    return json.data ?? null;
  }

  const path = (input: LiveInput, action = '') =>
    `/video/v1/live-streams/${encodeURIComponent(input.providerStreamId)}${action}`;

  return {
    kind: 'mux',
    ingestUrl: opts.ingestUrl ?? muxIngestUrl,
    async create() {
      const stream = await call<MuxLiveStream>('POST', '/video/v1/live-streams', {
        playback_policy: ['signed'],
        new_asset_settings: { playback_policy: ['signed'] },
        latency_mode: 'low',
        reconnect_window: 60,
      });
      const playbackId = stream?.playback_ids?.[0]?.id;
      if (!stream || !playbackId) throw new MuxLiveError(502, 'Mux did not return a live stream.');
      return { providerStreamId: stream.id, streamKey: stream.stream_key, playbackId };
    },
    watch(input: LiveInput, events: LiveWatchEvents, watchOpts) {
      if (watches.has(input.providerStreamId)) return;
      const w = { timer: null as NodeJS.Timeout | null, stopped: false };
      watches.set(input.providerStreamId, w);
      let live = Boolean(watchOpts?.alreadyLive);
      const stop = () => {
        w.stopped = true;
        if (w.timer) clearTimeout(w.timer);
        watches.delete(input.providerStreamId);
      };
      const tick = async () => {
        try {
          const s = await call<MuxLiveStream>('GET', path(input));
          if (w.stopped) return;
          if (!s || s.status === 'disabled') {
            stop();
            events.onEnded(s ? 'disabled' : 'deleted');
            return;
          }
          if (!live && s.status === 'active') {
            live = true;
            events.onLive();
          } else if (live && s.status === 'idle') {
            stop();
            events.onEnded('input stopped');
            return;
          }
        } catch (err) {
          // A failed read is tried again at the next tick.
          opts.log.warn({ err }, 'Mux live stream status could not be read');
        }
        if (!w.stopped) w.timer = setTimeout(tick, pollMs);
      };
      w.timer = setTimeout(tick, 0);
    },
    isWatching: (input) => watches.has(input.providerStreamId),
    async end(input) {
      const w = watches.get(input.providerStreamId);
      if (w) {
        w.stopped = true;
        if (w.timer) clearTimeout(w.timer);
        watches.delete(input.providerStreamId);
      }
      // Complete ends the recording at once; disable keeps the key from being used again.
      await call('PUT', path(input, '/complete'));
      await call('PUT', path(input, '/disable'));
    },
    async close() {
      for (const w of watches.values()) {
        w.stopped = true;
        if (w.timer) clearTimeout(w.timer);
      }
      watches.clear();
    },
  };
}
