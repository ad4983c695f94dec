import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config';

// Authenticator keys are kept encrypted (AES-256-GCM) with a key derived from the server's
// secret, so a copy of the database alone does not give anyone the codes.
function keyOf(config: Pick<Config, 'jwtSecret'>): Buffer {
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'simmer', 'two-step secrets', 32));
}

export function encryptSecret(config: Pick<Config, 'jwtSecret'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function decryptSecret(config: Pick<Config, 'jwtSecret'>, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown two-step secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
