import { createHash, createHmac } from 'node:crypto';
import type { AnalyticsEventKind, BeaconEvent } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { audienceEvents } from '../../db/schema';

type Row = typeof audienceEvents.$inferInsert;

/** Events waiting to be written, per app: counting never waits on the database. */
const buffers = new WeakMap<AppContext, Row[]>();
/** Past this many waiting events the oldest are dropped rather than grow without bound. */
const maxBuffered = 50_000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The day's number for a visitor: a keyed hash of the address and browser with a key that
 * changes every day (derived from the server's secret), so no cookie is needed and yesterday's
 * numbers cannot be linked to today's or back to an address.
 */
export function visitorOf(
  ctx: AppContext,
  ip: string,
  userAgent: string | undefined,
  now = ctx.config.now(),
) {
  const key = createHash('sha256').update(ctx.config.jwtSecret).update(isoDay(now)).digest();
  return createHmac('sha256', key)
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

function push(ctx: AppContext, rows: Row[]) {
  let buffer = buffers.get(ctx);
  if (!buffer) {
    buffer = [];
    buffers.set(ctx, buffer);
  }
  buffer.push(...rows);
  if (buffer.length > maxBuffered) buffer.splice(0, buffer.length - maxBuffered);
}

/** The host of an outside referrer ('' for none, our own pages, or junk). */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    return host && host !== ownHost.replace(/^www\./, '') ? host.slice(0, 120) : '';
  } catch {
    return '';
  }
}

/**
 * Takes a beacon batch: each event keeps only what the reports need. A page view with an
 * outside referrer or UTM tags also counts one `referrer` / `campaign` event.
 */
export function recordBeacon(ctx: AppContext, visitor: string, events: BeaconEvent[]) {
  const at = ctx.config.now();
  const ownHost = new URL(ctx.config.publicUrl).hostname.toLowerCase();
  const rows: Row[] = [];
  for (const e of events) {
    const base = { at, visitor, contentType: e.content_type ?? '', contentId: e.content_id ?? 0 };
    rows.push({ ...base, kind: e.kind, value: e.value ?? 0, detail: '' });
    if (e.kind !== 'page_view') continue;
    const host = referrerHost(e.referrer, ownHost);
    if (host) rows.push({ ...base, kind: 'referrer', detail: host });
    if (e.utm_source || e.utm_medium || e.utm_campaign) {
      const tags = [e.utm_source, e.utm_medium, e.utm_campaign].map((t) => t?.toLowerCase() || '-');
      rows.push({ ...base, kind: 'campaign', detail: tags.join(' / ').slice(0, 200) });
    }
  }
  push(ctx, rows);
}

/**
 * What the server counts where it happens (a search, a sign-up, a first payment, a
 * cancellation). Search words are kept only for searches that found nothing.
 */
export function recordServerEvent(
  ctx: AppContext,
  kind: Extract<AnalyticsEventKind, 'search' | 'search_empty' | 'signup' | 'first_payment' | 'cancellation'>,
  opts: { visitor?: string; userId?: number; detail?: string } = {},
) {
  push(ctx, [
    {
      at: ctx.config.now(),
      kind,
      visitor: opts.visitor ?? (opts.userId ? `member:${opts.userId}` : 'server'),
      userId: opts.userId ?? null,
      detail: kind === 'search_empty' ? (opts.detail ?? '').trim().toLowerCase().slice(0, 100) : '',
    },
  ]);
}

/** Writes the waiting events in batches; events of a failed write wait for the next flush. */
export async function flushAudience(ctx: AppContext): Promise<number> {
  const buffer = buffers.get(ctx);
  if (!buffer || buffer.length === 0) return 0;
  const rows = buffer.splice(0, buffer.length);
  try {
    for (let i = 0; i < rows.length; i += 1000)
      await ctx.db.insert(audienceEvents).values(rows.slice(i, i + 1000));
  } catch (err) {
    push(ctx, rows);
    throw err;
  }
  return rows.length;
}

/** Removes raw events past ANALYTICS_RAW_RETENTION_DAYS; the daily tables keep their figures. */
export async function purgeRawEvents(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.config.now().getTime() - ctx.config.ANALYTICS_RAW_RETENTION_DAYS * 86_400_000);
  const { rows } = await ctx.database.query(
    'with gone as (delete from audience_events where at < $1 returning 1) select count(*)::int as n from gone',
    [cutoff.toISOString()],
  );
  return Number(rows[0]?.n ?? 0);
}
