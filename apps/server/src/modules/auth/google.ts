import { msg } from '@simmer/contracts';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | null;
}

/**
 * Verifies a Google ID token's signature against the published key set (cached, refetched
 * on an unknown key id), its issuer, audience and expiry.
 */
export async function verifyGoogleIdToken(
  config: Config,
  clientId: string,
  token: string,
): Promise<GoogleIdentity> {
  let jwks = keySets.get(config.GOOGLE_JWKS_URL);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
    keySets.set(config.GOOGLE_JWKS_URL, jwks);
  }
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: clientId,
      algorithms: ['RS256'],
      currentDate: config.now(),
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      payload.email_verified !== true
    ) {
      throw new Error('missing identity claims');
    }
    const name = typeof payload.name === 'string' ? payload.name : payload.email.split('@')[0]!;
    return {
      sub: payload.sub,
      email: payload.email,
      givenName: typeof payload.given_name === 'string' ? payload.given_name : name,
      familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  } catch {
    throw AppError.invalid(msg.googleTokenInvalid);
  }
}
