import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'simmer-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('loads the embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.MEDIA_STORAGE).toBe('local');
    expect(config.VIDEO_PROVIDER).toBe('ffmpeg');
  });

  it('stops at load when a chosen provider misses its settings, naming them', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media' })).toThrow(
      /MEDIA_STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(load({ VIDEO_PROVIDER: 'mux', MUX_TOKEN_ID: 'id' })).toThrow(
      /VIDEO_PROVIDER=mux needs MUX_TOKEN_SECRET/,
    );
    expect(load({ LIVE_PROVIDER: 'mux' })).toThrow(/LIVE_PROVIDER=mux needs MUX_TOKEN_ID/);
    expect(load({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/needs STRIPE_SECRET_KEY/);
    expect(load({ SHOPIFY_STORE_DOMAIN: 'shop.example' })).toThrow(/needs SHOPIFY_STOREFRONT_TOKEN/);
    expect(load({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL must be an smtp:\/\//);
    expect(load({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(load({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\//);
  });

  it('accepts a complete provider choice', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VIDEO_PROVIDER: 'mux',
      MUX_TOKEN_ID: 'id',
      MUX_TOKEN_SECRET: 'secret',
      MUX_SIGNING_KEY_ID: 'key',
      MUX_SIGNING_KEY_PRIVATE: 'private',
    });
    expect(config.VIDEO_PROVIDER).toBe('mux');
  });
});
