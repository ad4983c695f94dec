import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mail';

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * Writes each message as a JSON file under `data/outbox/` and logs the links it holds,
 * so a self-hosted instance with no mail server still lets people reset passwords.
 */
export function createOutboxMailer(opts: { dir: string; from: string; log: FastifyBaseLogger }): Mailer {
  // Two messages in the same millisecond still sort in the order they were sent.
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(opts.dir, { recursive: true });
      const sentAt = new Date().toISOString();
      sequence += 1;
      const id = `${sentAt.replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
      const stored: StoredMail = { id, sentAt, ...message, from: message.from ?? opts.from };
      // Written aside and renamed, so a reader never sees half a message.
      const file = path.join(opts.dir, `${id}.json`);
      await writeFile(`${file}.part`, JSON.stringify(stored, null, 2));
      await rename(`${file}.part`, file);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info(
        { to: message.to, subject: message.subject, links, outbox: id },
        'mail written to outbox',
      );
    },
    async close() {},
  };
}

/** Reads the outbox, newest last (used by tests and the e2e suite). */
export async function readOutbox(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as StoredMail),
  );
}
