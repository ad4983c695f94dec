import { msg } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';

describe('remembered access tokens', () => {
  it('answers a token seen before only until it expires, as a first check would', async () => {
    let now = new Date('2026-11-28T12:00:00Z');
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: secret }), now: () => now };
    const token = await signAccessToken(config, { userId: 7, role: 'user', familyId: 'f1' });
    expect(await verifyAccessToken(config, token)).toMatchObject({ userId: 7, role: 'user' });
    // Seen again: the same claims.
    expect(await verifyAccessToken(config, token)).toMatchObject({ userId: 7, role: 'user' });
    // Past its expiry, the remembered one is refused exactly as a fresh check refuses it.
    now = new Date(now.getTime() + 24 * 3600 * 1000);
    await expect(verifyAccessToken(config, token)).rejects.toMatchObject({ message: msg.sessionExpired });
  });

  it('never remembers a token another secret signed', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: secret });
    const other = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: `${secret}-another` });
    const token = await signAccessToken(other, { userId: 3, role: 'user', familyId: 'f2' });
    await expect(verifyAccessToken(config, token)).rejects.toMatchObject({ message: msg.tokenInvalid });
    await expect(verifyAccessToken(config, token)).rejects.toMatchObject({ message: msg.tokenInvalid });
  });
});
