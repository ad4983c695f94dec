import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Jobs } from './platform/jobs';
import type { Mailer } from './platform/mail';
import type { PubSub } from './platform/pubsub';
import type { Storage } from './platform/storage';

/** What services need from the outside world, built once in `buildApp`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  pubsub: PubSub;
  jobs: Jobs;
  storage: Storage;
}
