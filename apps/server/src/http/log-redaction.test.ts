import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { redactUrl } from './log-redaction';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
});
afterAll(async () => {
  await t.close();
});

describe('request logs', () => {
  it('never carry a password-reset token or an access token', async () => {
    const token = 'c0ffee-still-valid-reset-token-1234567890';
    await t.app.inject({ method: 'POST', url: `/v1/users/password-reset-confirm/MQ/${token}/`, payload: {} });
    await t.app.inject({ method: 'GET', url: `/v1/events?access_token=${token}` });
    const logged = lines.join('\n');
    expect(logged).toContain('password-reset-confirm/MQ/[redacted]');
    expect(logged).not.toContain(token);
  });

  it('keeps the rest of the address', () => {
    expect(redactUrl('/v1/recipes/?page=2&token=abc&q=x')).toBe('/v1/recipes/?page=2&token=[redacted]&q=x');
    expect(redactUrl('/v1/users/password-reset-confirm/MQ/abc/?x=1')).toBe(
      '/v1/users/password-reset-confirm/MQ/[redacted]/?x=1',
    );
  });
});
