import { msg } from '@simmer/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { liveProvider } from '../../platform/live';
import { muxClient } from '../media/hosts.service';
import { syncMuxAsset } from '../media/mux-assets.service';
import { syncMuxStream } from './mux-streams.service';

/** The part of Mux's event envelope Simmer reads; `data` is the asset, upload or live stream. */
const MuxEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({
    id: z.string(),
    upload_id: z.string().optional(),
    passthrough: z.string().optional(),
  }),
});

type Headers = Record<string, string | string[] | undefined>;

const liveStreamEvents = new Set([
  'video.live_stream.active',
  'video.live_stream.disconnected',
  'video.live_stream.idle',
  'video.live_stream.disabled',
  'video.live_stream.deleted',
]);

/**
 * POST media/mux/webhook/: verified by the official library (`mux.webhooks.verifySignature`:
 * HMAC-SHA256 of `<t>.<raw body>` in `mux-signature`, at most five minutes old), then applied.
 * An event only says which upload, asset or live stream changed; its current state is read
 * from Mux and applied with conditional writes (record 423), so replays, duplicates and
 * late deliveries converge. Other event types are acknowledged and ignored. A failure while
 * applying answers 5xx, and Mux delivers the event again later.
 */
export async function handleMuxWebhook(ctx: AppContext, rawBody: string, headers: Headers) {
  const secret = ctx.config.MUX_WEBHOOK_SECRET;
  const videos = ctx.config.VIDEO_PROVIDER === 'mux';
  const live = liveProvider(ctx.config) === 'mux';
  if (!secret || (!videos && !live)) throw AppError.notFound();
  try {
    await muxClient(ctx).webhooks.verifySignature(rawBody, headers, secret);
  } catch {
    throw AppError.invalid(msg.webhookSignatureInvalid);
  }
  const parsed = MuxEventSchema.safeParse(parseJson(rawBody));
  if (!parsed.success) return { received: true };
  const { id, type, data } = parsed.data;
  ctx.log.info({ muxEventId: id, type, objectId: data.id }, 'mux webhook');

  if (type === 'video.upload.asset_created') {
    // Links the direct upload to its new asset: the asset's row is created for its uploader.
    if (videos) await syncMuxAsset(ctx, data.id);
  } else if (type === 'video.asset.ready' || type === 'video.asset.errored') {
    // Only members' uploads are ours; a livestream's recording has no upload and no member.
    const ours = data.upload_id ?? (data.passthrough?.startsWith('user:') ? data.id : null);
    if (videos && ours) await syncMuxAsset(ctx, ours);
  } else if (liveStreamEvents.has(type)) {
    // Disconnected is read too: within the reconnect window Mux still says active (no change).
    if (live) await syncMuxStream(ctx, data.id);
  }
  return { received: true };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
