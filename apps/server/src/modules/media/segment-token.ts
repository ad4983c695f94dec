import { createHmac, timingSafeEqual } from 'node:crypto';
import { msg } from '@simmer/contracts';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';

/**
 * Segment tokens (decision 403): one token per video and time window, the same for every
 * viewer, so a shared cache can keep one copy of each segment for everyone. Nothing is
 * stored: any process computes the same token from the secret, the playback id and the
 * window. The token is only ever written into playlists that passed the entitlement check.
 */

/** A process whose clock runs ahead may hand out the next window's token a little early. */
const clockSkewMs = 30_000;

const keyOf = (config: Config) =>
  config.MEDIA_SEGMENT_SECRET ?? createHmac('sha256', config.jwtSecret).update('simmer-segments-v1').digest();

const rotationMs = (config: Config) => config.MEDIA_SEGMENT_TOKEN_SECONDS * 1000;

// The rotation is part of what is signed, so processes configured differently refuse each
// other's tokens instead of reading a window number as another time.
const mac = (config: Config, playbackId: string, window: number) =>
  createHmac('sha256', keyOf(config))
    .update(`${playbackId}:${config.MEDIA_SEGMENT_TOKEN_SECONDS}:${window}`)
    .digest('base64url');

export const segmentWindow = (config: Config, at = config.now().getTime()) =>
  Math.floor(at / rotationMs(config));

/** The token of a playback id for the window of `at` (now by default): `<window>.<mac>`. */
export function signSegments(config: Config, playbackId: string, at?: number): string {
  const window = segmentWindow(config, at);
  return `${window.toString(36)}.${mac(config, playbackId, window)}`;
}

/**
 * Checks a segment token and answers when it stops being accepted: the end of the window
 * after its own, so a playlist fetched just before a rotation still plays. An altered token
 * or another video's answers 403 (invalid), an old one 403 (expired).
 */
export function verifySegments(config: Config, playbackId: string, token: string): { expiresAt: number } {
  const m = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) throw AppError.forbidden(msg.playbackLinkInvalid);
  const window = Number.parseInt(m[1] as string, 36);
  const expected = Buffer.from(mac(config, playbackId, window));
  const given = Buffer.from(m[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw AppError.forbidden(msg.playbackLinkInvalid);
  }
  const now = config.now().getTime();
  const startsAt = window * rotationMs(config);
  const expiresAt = startsAt + 2 * rotationMs(config);
  if (startsAt > now + clockSkewMs) throw AppError.forbidden(msg.playbackLinkInvalid);
  if (expiresAt <= now) throw AppError.forbidden(msg.playbackLinkExpired);
  return { expiresAt };
}

/**
 * Cacheable by browsers and shared caches, for at most half a rotation and never past the
 * token's own end: a cached copy is not served longer than the server would serve it.
 */
export function segmentCacheControl(config: Config, expiresAt: number): string {
  const left = Math.floor((expiresAt - config.now().getTime()) / 1000);
  const maxAge = Math.max(0, Math.min(Math.floor(config.MEDIA_SEGMENT_TOKEN_SECONDS / 2), left));
  return `public, max-age=${maxAge}, immutable`;
}
