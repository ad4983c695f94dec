import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currencies } from '@simmer/contracts';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every setting Simmer reads from the environment. Nothing else touches process.env. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalText,
  /**
   * The embedded database's buffer cache (PostgreSQL's shared_buffers) when DATABASE_URL is unset.
   * PostgreSQL's usual 128MB made most of an idle server's memory; a brand's catalogue fits in 32MB,
   * and pages missed there are read from the operating system's file cache.
   */
  EMBEDDED_DB_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, { message: 'use a size such as 32MB' })
    .default('32MB'),
  REDIS_URL: optionalText,
  /** Prefix of every key Simmer writes in Redis, so several installations can share one. */
  REDIS_KEY_PREFIX: z.string().default('simmer:'),
  /** Web Push keys; generated once into DATA_DIR/vapid.json when not given. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: optionalText,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** How long after its first use a refresh token may be presented again by a racing tab. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Attempts per account (e-mail) on login and password reset, in the same window. */
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** This process's name, sent back in `x-simmer-instance` so a load-balanced test can tell processes apart. */
  INSTANCE_ID: optionalText,
  /** Which forwarded client addresses to believe: unset (none), a hop count or proxy addresses. */
  TRUST_PROXY: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Simmer <no-reply@simmer.dev>'),
  /** Seconds before the first new attempt at an e-mail SMTP refused; doubled at each attempt. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(10),
  /** Newsletter mails sent per second at most, per worker (decision 850). */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().positive().default(20),
  BRAND_NAME: z.string().default('Simmer'),
  BRAND_LOGO_URL: optionalText,
  BRAND_FAVICON_URL: optionalText,
  BRAND_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#e8590c'),
  CONTACT_EMAIL: z.string().email().default('hello@simmer.dev'),
  /** ISO 4217 code of every price (two-decimal currencies only: amounts are kept in cents). */
  CURRENCY: z
    .preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(currencies))
    .default('USD'),
  SOCIAL_FACEBOOK: optionalText,
  SOCIAL_INSTAGRAM: optionalText,
  SOCIAL_TWITTER: optionalText,
  SOCIAL_YOUTUBE: optionalText,
  /** The brand's apps (first values of the home's app section): unset, no store badge is shown. */
  APP_STORE_URL: optionalText,
  GOOGLE_PLAY_URL: optionalText,
  WEB_DIST_DIR: optionalText,
  // media (issue 3): storage, video host, jobs
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  S3_PUBLIC_URL: optionalUrl,
  VIDEO_PROVIDER: z.enum(['ffmpeg', 'mux']).default('ffmpeg'),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  MUX_TOKEN_ID: optionalText,
  MUX_TOKEN_SECRET: optionalText,
  MUX_SIGNING_KEY_ID: optionalText,
  MUX_SIGNING_KEY_PRIVATE: optionalText,
  MUX_API_URL: z.string().url().default('https://api.mux.com'),
  MUX_STREAM_URL: z.string().url().default('https://stream.mux.com'),
  /** Signing secret of the Mux webhook endpoint (POST /v1/media/mux/webhook/). */
  MUX_WEBHOOK_SECRET: optionalText,
  PLAYBACK_URL_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  // Segments behind a shared cache (decision 403): segment addresses carry a per-video token
  // that rotates every MEDIA_SEGMENT_TOKEN_SECONDS; the current and the previous one are accepted.
  MEDIA_SEGMENT_TOKEN_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  /** Key of the segment tokens; derived from the JWT secret when unset. The same in every process. */
  MEDIA_SEGMENT_SECRET: optionalText,
  // Livestreams: the built-in RTMP ingest (ffmpeg to HLS) unless Mux is chosen.
  LIVE_PROVIDER: z.enum(['embedded', 'mux']).optional(),
  LIVE_RTMP_PORT: z.coerce.number().int().min(1).max(65535).default(1935),
  LIVE_RTMP_PUBLIC_URL: optionalText,
  LIVE_SEGMENT_SECONDS: z.coerce.number().int().min(1).max(10).default(2),
  LIVE_BROWSER_IDLE_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 ** 3),
  /** Unfinished uploads a member may have at once, and their declared sizes together. */
  UPLOAD_MAX_OPEN_PER_MEMBER: z.coerce.number().int().positive().default(5),
  UPLOAD_MAX_OPEN_BYTES_PER_MEMBER: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 ** 3),
  JOBS_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Payments: the embedded sandbox processor unless a Stripe secret key is given.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
  PRICE_MONTHLY_CENTS: z.coerce.number().int().positive().default(999),
  PRICE_ANNUAL_CENTS: z.coerce.number().int().positive().default(9999),
  PRICE_PER_PRODUCT_CENTS: z.coerce.number().int().positive().default(299),
  /** How long before its end date a recurring plan is renewed. */
  RENEWAL_LEAD_HOURS: z.coerce.number().int().min(0).default(24),
  /** How long public home sections are reused before being read again (0 turns it off). */
  HOME_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  /** How long visitors' answers of public lists are reused before being read again (0 turns it off); writes clear them at once. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).default(60),
  /** Read notifications older than this are purged every night (unread ones stay). */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
  /** Raw audience events older than this are purged (the daily tables stay); at least 3 so a late rollup still finds them. */
  ANALYTICS_RAW_RETENTION_DAYS: z.coerce.number().int().min(3).default(35),
  /** Beacon requests one address may send per minute. */
  ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  /** How often buffered audience events are written, in milliseconds. */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(100).default(5_000),
  // Store: the embedded catalogue unless a Shopify store is configured.
  SHOPIFY_STORE_DOMAIN: optionalText,
  SHOPIFY_STOREFRONT_TOKEN: optionalText,
  SHOPIFY_API_VERSION: z.string().default('2025-01'),
  /** Tax on embedded store orders in basis points of the subtotal (825 = 8.25%). */
  STORE_TAX_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** How long a checkout holds its units once the member reaches the payment step. */
  STORE_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  STORE_MAX_HELD_UNITS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Signing secret of Shopify's order webhooks (`POST /v1/store/shopify/webhook/`). */
  SHOPIFY_WEBHOOK_SECRET: optionalText,
  // Load shedding (decision 447): past any of these limits a request answers 503 with
  // Retry-After at once instead of queueing behind a saturated process; 0 turns a check off.
  /** How long a probe query may wait for the database (PGlite's one connection, or the pool). */
  PRESSURE_MAX_DATABASE_WAIT_MS: z.coerce.number().int().min(0).default(1000),
  /** Mean event-loop delay over the last second (PGlite runs every query on this loop). */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
  /** Share of the last second the event loop was busy (0 to 1); off by default. */
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  PRESSURE_MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).default(0),
  PRESSURE_MAX_RSS_BYTES: z.coerce.number().int().min(0).default(0),
  /**
   * Memory the decoding of uploaded images may use at once (decision 781): an image whose pixels
   * alone need more is refused (413); others wait their turn, so 32 uploads at once never hold
   * 32 decoded images.
   */
  IMAGE_DECODE_MEMORY_BYTES: z.coerce.number().int().min(16_000_000).default(200_000_000),
  /** Images one member may upload per minute (per API process); 0 turns the limit off. */
  IMAGE_UPLOADS_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  // Fair admission (decision 810): at most ADMISSION_CONCURRENCY requests run at once; the rest
  // wait, oldest first, reads and writes in turn, up to ADMISSION_QUEUE_MS, then answer 503.
  /** Requests that run at once (0 turns the queue off). */
  ADMISSION_CONCURRENCY: z.coerce.number().int().min(0).default(8),
  /** How long a request may wait for its turn before it answers 503 with Retry-After. */
  ADMISSION_QUEUE_MS: z.coerce.number().int().min(1).default(700),
  /** Requests one client (a token, or an address) may have waiting at once. */
  ADMISSION_QUEUE_PER_CLIENT: z.coerce.number().int().min(1).default(64),
  /** Requests all clients may have waiting together. */
  ADMISSION_QUEUE_TOTAL: z.coerce.number().int().min(1).default(1024),
  /** The Retry-After of a shed request, in seconds. */
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  // Backups (`simmer backup FILE`, decision 740): the scheduled one is off unless chosen.
  /** Where scheduled backups are written; DATA_DIR/backups when unset. */
  BACKUP_DIR: optionalText,
  /** `off`, `daily` (02:30), `hourly`, or a five-field cron expression. */
  BACKUP_SCHEDULE: z
    .string()
    .default('off')
    .refine((v) => ['off', 'daily', 'hourly'].includes(v) || v.trim().split(/\s+/).length === 5, {
      message: 'use off, daily, hourly or a five-field cron expression',
    }),
  /** How many scheduled archives are kept; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /**
   * Whether a first start seeds the demo content and accounts. Unset: yes, unless NODE_ENV is
   * production (a real brand starts empty, on the setup page).
   */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Whether the demo seed makes its videos' clips (about 100 s of ffmpeg on two cores). `false`
   * seeds them as a machine without ffmpeg does: the videos are listed without a stream.
   */
  SEED_DEMO_MEDIA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/**
 * What a provider choice needs, checked when configuration is loaded, so a wrong setting stops
 * the process at start with the names to set instead of failing on the first request.
 */
export function providerIssues(e: Env): string[] {
  const issues: string[] = [];
  const need = (when: string, names: (keyof Env)[]) => {
    const missing = names.filter((n) => !e[n]);
    if (missing.length) issues.push(`${when} needs ${missing.join(', ')}`);
  };
  if (e.MEDIA_STORAGE === 's3')
    need('MEDIA_STORAGE=s3', ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
  if (e.VIDEO_PROVIDER === 'mux')
    need('VIDEO_PROVIDER=mux', [
      'MUX_TOKEN_ID',
      'MUX_TOKEN_SECRET',
      'MUX_SIGNING_KEY_ID',
      'MUX_SIGNING_KEY_PRIVATE',
    ]);
  if ((e.LIVE_PROVIDER ?? (e.VIDEO_PROVIDER === 'mux' ? 'mux' : 'embedded')) === 'mux')
    need('LIVE_PROVIDER=mux', [
      'MUX_TOKEN_ID',
      'MUX_TOKEN_SECRET',
      'MUX_SIGNING_KEY_ID',
      'MUX_SIGNING_KEY_PRIVATE',
    ]);
  if (e.STRIPE_WEBHOOK_SECRET || e.STRIPE_PRICE_MONTHLY || e.STRIPE_PRICE_ANNUAL)
    need('Stripe (a webhook secret or price is set)', ['STRIPE_SECRET_KEY']);
  if (e.SHOPIFY_STORE_DOMAIN) need('SHOPIFY_STORE_DOMAIN', ['SHOPIFY_STOREFRONT_TOKEN']);
  if (e.SHOPIFY_STOREFRONT_TOKEN) need('SHOPIFY_STOREFRONT_TOKEN', ['SHOPIFY_STORE_DOMAIN']);
  if (e.SMTP_URL && !/^smtps?:\/\/[^/]/.test(e.SMTP_URL))
    issues.push('SMTP_URL must be an smtp:// or smtps:// address');
  if (e.REDIS_URL && !/^rediss?:\/\/[^/]/.test(e.REDIS_URL))
    issues.push('REDIS_URL must be a redis:// or rediss:// address');
  if (e.DATABASE_URL && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL))
    issues.push('DATABASE_URL must be a postgres:// address');
  return issues;
}

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'SEED_DEMO'> {
  SEED_DEMO: boolean;
  dataDir: string;
  backupDir: string;
  trustProxy: TrustProxy;
  jwtSecret: Uint8Array;
  publicUrl: string;
  webDistDir: string;
  /** Replaced in tests; production uses the real clock. */
  now: () => Date;
}

/**
 * Parses the environment once at boot. A missing JWT secret is generated on first start
 * and kept under DATA_DIR so sessions survive restarts on the embedded defaults.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const issues = providerIssues(e);
  if (issues.length) throw new Error(`Invalid configuration:\n${issues.map((i) => `  ${i}`).join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  return {
    ...e,
    dataDir,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    trustProxy,
    SEED_DEMO: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? persistentSecret(dataDir)),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    now: () => new Date(),
  };
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
