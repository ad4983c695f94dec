import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './platform/mail';

/** What services need from the outside world, built once in `buildApp`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
