import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { seedFaqs } from '../../seed/faq';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('FAQ content', () => {
  it('is an empty page before any topic exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/faq/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('lists topics in order with their questions, for members and visitors alike', async () => {
    await seedFaqs(t.database.db);
    const { headers } = await signedIn(t);
    for (const h of [headers, undefined]) {
      const body = (await t.app.inject({ method: 'GET', url: '/v1/faq/', headers: h })).json();
      expect(body.count).toBeGreaterThanOrEqual(3);
      expect(body.results[0].topic).toBe('Account');
      const first = body.results[0].subtopics[0];
      expect(first).toMatchObject({ subtopic: expect.any(String), faq_topic: body.results[0].id });
      expect(first.answer).toContain('<p>');
    }
  });
});
