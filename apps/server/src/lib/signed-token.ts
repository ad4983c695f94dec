import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A short signed token carrying one text value (an address, an id) for links sent by mail: the
 * purpose is part of the signature, so a confirmation token is no unsubscribe token.
 */
export function signValue(secret: Uint8Array, purpose: string, value: string): string {
  const body = Buffer.from(value, 'utf8').toString('base64url');
  return `${body}.${mac(secret, purpose, body)}`;
}

/** The value a token carries, or null when it was not signed by this secret for this purpose. */
export function verifyValue(secret: Uint8Array, purpose: string, token: string): string | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const want = Buffer.from(mac(secret, purpose, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  return Buffer.from(body, 'base64url').toString('utf8');
}

function mac(secret: Uint8Array, purpose: string, body: string) {
  return createHmac('sha256', secret).update(`${purpose}\n${body}`).digest('base64url').slice(0, 32);
}
