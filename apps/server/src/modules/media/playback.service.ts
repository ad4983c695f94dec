import { createHmac, timingSafeEqual } from 'node:crypto';
import { can, msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { accountsView } from '../auth/auth.read';
import { itemsPlaying } from '../catalog/catalog.read';
import { canWatch } from '../payments/entitlement.read';

/**
 * Playback tokens travel in the URL path (`/v1/media/hls/<playback id>/<token>/master.m3u8`),
 * so the master playlist's relative variant addresses carry them without rewriting. A token
 * binds the playback id, the viewer (0 for a visitor) and an expiry, signed with the server's
 * key. It opens playlists only; segments go by the per-video token of `segment-token.ts`.
 */
export interface PlaybackToken {
  playbackId: string;
  userId: number;
  expiresAt: number;
}

const keyOf = (ctx: Pick<AppContext, 'config'>) =>
  createHmac('sha256', ctx.config.jwtSecret).update('simmer-playback-v1').digest();

const mac = (ctx: Pick<AppContext, 'config'>, body: string) =>
  createHmac('sha256', keyOf(ctx)).update(body).digest('base64url');

export function signPlayback(ctx: Pick<AppContext, 'config'>, t: PlaybackToken): string {
  const body = `${t.userId.toString(36)}.${Math.floor(t.expiresAt / 1000).toString(36)}`;
  return `${body}.${mac(ctx, `${t.playbackId}:${body}`)}`;
}

/** The viewer bound to a token; an expired or altered token is refused with 403. */
export function verifyPlayback(ctx: AppContext, playbackId: string, token: string): PlaybackToken {
  const parts = token.split('.');
  if (parts.length !== 3) throw AppError.forbidden(msg.playbackLinkInvalid);
  const [uid, exp, sig] = parts as [string, string, string];
  const expected = Buffer.from(mac(ctx, `${playbackId}:${uid}.${exp}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw AppError.forbidden(msg.playbackLinkInvalid);
  }
  const expiresAt = Number.parseInt(exp, 36) * 1000;
  if (!Number.isFinite(expiresAt) || expiresAt < ctx.config.now().getTime()) {
    throw AppError.forbidden(msg.playbackLinkExpired);
  }
  return { playbackId, userId: Number.parseInt(uid, 36), expiresAt };
}

/**
 * Whether a viewer may play a playback id: a video that no catalog item uses is open (member
 * posts, the expert video); an item not yet published (a draft, a live replay awaiting review)
 * plays for staff who edit content only and is unknown to everyone else (404); otherwise the shared entitlement
 * rule decides.
 */
export async function mayPlay(ctx: AppContext, auth: Auth | null, playbackId: string): Promise<boolean> {
  const items = await itemsPlaying(ctx.db, playbackId);
  if (items.length === 0) return true;
  const visible = can(auth?.role, 'content') ? items : items.filter((item) => item.published);
  if (visible.length === 0) throw AppError.notFound();
  for (const item of visible) if (await canWatch(ctx.db, auth, item)) return true;
  return false;
}

const viewer = accountsView('viewer');

/** The viewer of a token as an `Auth` (role read again, so a demoted admin loses access at once). */
export async function viewerOf(ctx: AppContext, userId: number): Promise<Auth | null> {
  if (!userId) return null;
  const [row] = await ctx.db
    .select({ id: viewer.id, role: viewer.role, isActive: viewer.isActive })
    .from(viewer)
    .where(eq(viewer.id, userId));
  if (!row?.isActive) return null;
  return { userId: row.id, role: row.role, familyId: '' };
}

/** 403 with the prompt the page shows: log in for a visitor, buy or subscribe for a member. */
export function deniedFor(auth: Auth | null) {
  return AppError.forbidden(auth ? msg.premiumPurchasePrompt : msg.premiumLoginPrompt);
}
