import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, readOutbox } from './outbox';
import { createSmtpMailer } from './smtp';

const message = {
  to: 'member@example.com',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/v1/users/password-reset-confirm/MQ/abc/ within 60 minutes.',
};

describe('outbox mailer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'simmer-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as one JSON file, and reads them back in order', async () => {
    const mailer = createOutboxMailer({
      dir,
      from: 'Simmer <no-reply@simmer.dev>',
      log: pino({ level: 'silent' }),
    });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(2);
    expect(readdirSync(dir).some((f) => f.endsWith('.part'))).toBe(false);
    const mails = await readOutbox(dir);
    expect(mails.map((m) => m.subject)).toEqual(['Reset your password', 'Second']);
    expect(mails[0]).toMatchObject({ ...message, from: 'Simmer <no-reply@simmer.dev>' });
  });
});

describe('SMTP mailer', () => {
  it('delivers through an SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => {
          data += c.toString();
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Simmer <no-reply@simmer.dev>',
    });
    try {
      await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Reset your password');
      expect(received[0]).toContain('To: member@example.com');
      expect(received[0]).toContain('password-reset-confirm/MQ/abc/');
    } finally {
      await mailer.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
