import { msg } from '@simmer/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import { auditLog, faqTopics } from '../../db/schema';
import { audited } from './record.service';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000', TRUST_PROXY: '1' });
  owner = await signedIn(t, { role: 'owner' });
  editor = await signedIn(t, { role: 'editor' });
});
afterAll(async () => {
  await t.close();
});

const rows = () => t.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
const topic = { topic: 'Knives', subtopics: [{ subtopic: 'Sharpening', answer: '<p>Weekly.</p>' }] };

describe('the audit log', () => {
  it('records an admin write with who, what, which item and from where', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/faq/',
      headers: { ...editor.headers, 'x-forwarded-for': '203.0.113.7' },
      payload: topic,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/adminpanel/faq/${id}/`,
      headers: editor.headers,
      payload: { topic: 'Knife care' },
    });
    expect(renamed.statusCode).toBe(200);
    const [rename, create] = await rows();
    expect(create).toMatchObject({
      actorId: editor.user.id,
      actorEmail: editor.user.email,
      action: 'adminFaq.createTopic',
      ip: '203.0.113.7',
    });
    expect(rename).toMatchObject({ action: 'adminFaq.renameTopic', targetId: String(id) });
  });

  it('records nothing for a refused, invalid or failed write, nor for a read', async () => {
    const before = (await rows()).length;
    const member = await signedIn(t);
    await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/faq/',
      headers: member.headers,
      payload: topic,
    });
    await t.app.inject({ method: 'POST', url: '/v1/adminpanel/faq/', headers: editor.headers, payload: {} });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/v1/adminpanel/faq/999999/',
      headers: editor.headers,
      payload: { topic: 'Nothing' },
    });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/v1/adminpanel/faq/', headers: editor.headers });
    expect((await rows()).length).toBe(before);
  });

  it('rolls back with the change it records', async () => {
    const before = (await rows()).length;
    const db = t.database.db;
    const attempt = audited(db, { actorId: owner.user.id, action: 'test.failing' }, () =>
      db.transaction(async (tx) => {
        await (tx as unknown as Db).insert(faqTopics).values({ topic: 'Rolled back', position: 99 });
        throw new Error('the change fails');
      }),
    );
    await expect(attempt).rejects.toThrow('the change fails');
    expect((await rows()).length).toBe(before);
    expect(await db.select().from(faqTopics).where(eq(faqTopics.topic, 'Rolled back'))).toEqual([]);
    // A change that commits has its row, written inside its transaction.
    await audited(db, { actorId: owner.user.id, action: 'test.committed' }, () =>
      db.transaction(async (tx) => {
        const [inside] = await (tx as unknown as Db)
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(eq(auditLog.action, 'test.committed'));
        expect(inside!.n).toBe(0);
      }),
    );
    expect((await rows())[0]).toMatchObject({ action: 'test.committed', actorEmail: owner.user.email });
  });

  it('is written once, by the transaction that commits, when an earlier one rolled back', async () => {
    const db = t.database.db;
    const before = (await rows()).length;
    // A check deferred to the commit: the first transaction fails after its audit row was added.
    await t.database.exec(`
      create function refuse_first_try() returns trigger language plpgsql as $$
      begin if new.topic = 'First try' then raise exception 'refused at commit'; end if; return new; end $$;
      create constraint trigger refuse_first_try after insert on faq_topics
        deferrable initially deferred for each row execute function refuse_first_try();`);
    await audited(db, { actorId: owner.user.id, action: 'test.retried' }, async () => {
      await expect(
        db.transaction(async (tx) => {
          await (tx as unknown as Db).insert(faqTopics).values({ topic: 'First try', position: 98 });
        }),
      ).rejects.toThrow();
      await db.transaction(async (tx) => {
        await (tx as unknown as Db).insert(faqTopics).values({ topic: 'Second try', position: 97 });
      });
    });
    await t.database.exec('drop trigger refuse_first_try on faq_topics; drop function refuse_first_try();');
    const added = (await rows()).slice(0, (await rows()).length - before);
    expect(added.map((r) => r.action)).toEqual(['test.retried']);
  });

  it('refuses to change or delete an entry', async () => {
    const [last] = await rows();
    await expect(
      t.database.db.update(auditLog).set({ summary: 'edited' }).where(eq(auditLog.id, last!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, last!.id))).rejects.toThrow();
    expect((await rows())[0]!.summary).toBe(last!.summary);
  });

  it('is read, filtered and exported by the owner only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/admin/audit-log/', headers: editor.headers }))
        .statusCode,
    ).toBe(403);
    const all = await t.app.inject({ method: 'GET', url: '/v1/admin/audit-log/', headers: owner.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBe(4);
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/audit-log/?action=adminFaq.renameTopic&actor=${encodeURIComponent(editor.user.email.slice(0, 8))}`,
      headers: owner.headers,
    });
    expect(filtered.json().results.map((r: { action: string }) => r.action)).toEqual([
      'adminFaq.renameTopic',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const none = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit-log/?from=2001-01-01&to=2001-01-31',
      headers: owner.headers,
    });
    expect(none.json().count).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit-log/?from=yesterday',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(msg.auditDateInvalid);
    const facets = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit-log/facets/',
      headers: owner.headers,
    });
    expect(facets.json().actions).toContain('adminFaq.createTopic');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/audit-log/export.csv?from=${today}&to=${today}&target_type=adminFaq`,
      headers: owner.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_id,actor_email,action,target_type,target_id,summary,ip');
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual([
      'adminFaq.createTopic',
      'adminFaq.renameTopic',
    ]);
  });
});
