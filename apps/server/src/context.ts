import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SiteSettings } from './modules/settings/settings.read';
import type { Jobs } from './platform/jobs';
import type { LiveIngest } from './platform/live';
import type { Mailer } from './platform/mail';
import type { Payments } from './platform/payments';
import type { PubSub } from './platform/pubsub';
import type { Storage } from './platform/storage';
import type { StoreBackend } from './platform/store';
import type { Mux } from './platform/video/mux-client';
import type { VideoHost } from './platform/video/video';

/** The infrastructure every provider is built on. */
export interface BaseContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /**
   * The same branded mailer without the mail queue: a send resolves once the mail server (or
   * the outbox) took the message. Bulk senders that track each recipient (newsletters) use it.
   */
  mailDirect?: Mailer;
  log: FastifyBaseLogger;
  pubsub: PubSub;
  jobs: Jobs;
  storage: Storage;
  /** The brand settings in effect (saved by an admin over the environment's defaults). */
  settings: SiteSettings;
}

/** The providers the settings choose (payments, video host, live ingest, store), each built once. */
export interface Providers {
  payments: Payments;
  /** The Stripe SDK for webhooks, when STRIPE_SECRET_KEY is set. */
  stripe: Stripe | null;
  videoHost: VideoHost;
  /** The Mux SDK, when videos or livestreams go to Mux. */
  mux: Mux | null;
  /** Mux's video host (signed playback), when videos or livestreams go to Mux. */
  muxVideoHost: VideoHost | null;
  liveIngest: LiveIngest;
  store: StoreBackend;
}

/** What services need from the outside world, every adapter built once in `buildApp`. */
export interface AppContext extends BaseContext, Providers {}
