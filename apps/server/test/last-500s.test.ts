import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from './harness';

/** Answers that were 500s found from outside (issue: hardening, round two). Each is a 4xx or a 200 now. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
});

describe('the last 500s', () => {
  it('the admin content list filters by every content type', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    for (const type of ['video', 'youtube-recipe', 'recipe', 'show', 'connected-recipe']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/adminpanel/content/?type=${type}`,
        headers: admin.headers,
      });
      expect(res.statusCode, `${type}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('a revenue period at the end of the calendar answers without a server error', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    for (const q of [
      'from=9999-12-30&to=9999-12-31',
      'from=0000-01-01&to=0000-01-02',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/revenue/?${q}`,
        headers: admin.headers,
      });
      expect(res.statusCode, `${q}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/revenue/ledger.csv?${q}`,
        headers: admin.headers,
      });
      expect(csv.statusCode, `${q}: ${csv.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('a tus creation or chunk with a JSON or text body is a 4xx', async () => {
    const member = await signedIn(t);
    for (const [type, payload] of [
      ['application/json', '{"a":1}'],
      ['text/plain', 'hello'],
    ] as const) {
      const create = await t.app.inject({
        method: 'POST',
        url: '/v1/media/uploads/',
        headers: { ...member.headers, 'tus-resumable': '1.0.0', 'upload-length': '5', 'content-type': type },
        payload,
      });
      expect(create.statusCode, `${type}: ${create.body.slice(0, 200)}`).toBeLessThan(500);
    }
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/media/uploads/',
      headers: {
        ...member.headers,
        'tus-resumable': '1.0.0',
        'upload-length': '5',
        'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
      },
    });
    expect(made.statusCode).toBe(201);
    for (const [type, payload] of [
      ['application/json', '{"a":1}'],
      ['text/plain', 'hello'],
    ] as const) {
      const chunk = await t.app.inject({
        method: 'PATCH',
        url: made.headers.location as string,
        headers: { ...member.headers, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': type },
        payload,
      });
      expect(chunk.statusCode, `${type}: ${chunk.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(chunk.statusCode).toBeLessThan(500);
      expect(chunk.json().msg).toBeTruthy();
    }
  });
});
