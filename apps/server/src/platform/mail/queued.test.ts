import { msg } from '@simmer/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.mjs';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';

function smtpServer(received: string[]) {
  return new SMTPServer({
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
}

describe('mail through the job queue', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
  });
  afterAll(() => t.close());

  it('answers a password reset as usual with SMTP down, and delivers once SMTP is back', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/rest-auth/password/reset/',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.passwordResetSent);

    // The first attempts fail: nothing listens on the SMTP port yet.
    const queue = async () =>
      (await t.database.query(`select state, retry_count from pgboss.job where name = 'mail.send'`)).rows;
    for (let i = 0; i < 300 && !(await queue()).some((j) => Number(j.retry_count) > 0); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(Number((await queue())[0]?.retry_count)).toBeGreaterThan(0);

    const received: string[] = [];
    const server = smtpServer(received);
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      for (let i = 0; i < 600 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${user.email}`);
      expect(received[0]).toContain('password-reset-confirm');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  }, 120_000);
});
