import Mux, { NotFoundError } from '@mux/mux-node';
import type { Config } from '../../config';

export { Mux };

export interface MuxClientOptions {
  tokenId: string | null;
  tokenSecret: string | null;
  /** Mux's API address; tests point it at a local stand-in. */
  baseURL: string;
  signingKeyId?: string | null;
  /** The signing key's private key, PEM or base64 of the PEM (as Mux hands it out). */
  signingKeyPrivate?: string | null;
  webhookSecret?: string | null;
}

/**
 * The official Mux client. Every option is passed explicitly (null when unset), so the
 * library never falls back to reading MUX_* from the environment itself: config.ts stays
 * the only reader of process.env.
 */
export function createMuxClient(opts: MuxClientOptions): Mux {
  return new Mux({
    tokenId: opts.tokenId,
    tokenSecret: opts.tokenSecret,
    jwtSigningKey: opts.signingKeyId ?? null,
    jwtPrivateKey: opts.signingKeyPrivate ?? null,
    webhookSecret: opts.webhookSecret ?? null,
    authorizationToken: null,
    baseURL: opts.baseURL,
    // Failures are thrown to the caller, which logs them with its own context.
    logLevel: 'off',
    timeout: 30_000,
  });
}

/** The client the MUX_* settings describe. */
export const muxClientFor = (c: Config) =>
  createMuxClient({
    tokenId: c.MUX_TOKEN_ID ?? null,
    tokenSecret: c.MUX_TOKEN_SECRET ?? null,
    baseURL: c.MUX_API_URL,
    signingKeyId: c.MUX_SIGNING_KEY_ID ?? null,
    signingKeyPrivate: c.MUX_SIGNING_KEY_PRIVATE ?? null,
    webhookSecret: c.MUX_WEBHOOK_SECRET ?? null,
  });

/** The promise's value, or null when Mux answers 404 (other errors are thrown). */
export async function orNull<T>(p: PromiseLike<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}
