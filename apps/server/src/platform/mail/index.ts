import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from './mail';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

export type { Mailer, MailMessage } from './mail';

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createOutboxMailer({ dir: path.join(config.dataDir, 'outbox'), from: config.MAIL_FROM, log });
}
