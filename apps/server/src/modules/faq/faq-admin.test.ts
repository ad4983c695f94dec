import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { faqSubtopics, faqTopics } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method, url: `/v1/adminpanel/faq/${url}`, headers, payload });

const newTopic = (topic: string, n = 2) =>
  call('POST', '', {
    topic,
    subtopics: Array.from({ length: n }, (_, i) => ({
      subtopic: `${topic} question ${i + 1}?`,
      answer: `<p>Answer ${i + 1}</p>`,
    })),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { role: 'admin' })).headers;
});
afterAll(() => t.close());

describe('admin FAQs: access', () => {
  it('is closed to visitors and members on every route', async () => {
    const member = (await signedIn(t)).headers;
    const routes: [Method, string, object?][] = [
      ['GET', ''],
      ['POST', '', { topic: 'x', subtopics: [{ subtopic: 'q', answer: 'a' }] }],
      ['POST', 'search/', { faq_topic_search: '' }],
      ['GET', '1/'],
      ['PATCH', '1/', { topic: 'y' }],
      ['DELETE', '1/'],
      ['POST', 'subtopics/', { data: [{ faq_topic: 1, subtopic: 'q', answer: 'a' }] }],
      ['PATCH', 'subtopics/1/', { subtopic: 'q', answer: 'a' }],
      ['DELETE', 'subtopics/1/'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, {})).statusCode).toBe(401);
      expect((await call(method, url, body, member)).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(faqTopics)).toHaveLength(0);
  });
});

describe('admin FAQs: topics', () => {
  it('refuses empty fields with "Field required!" under each one, writing nothing', async () => {
    const res = await call('POST', '', {
      topic: ' ',
      subtopics: [
        { subtopic: 'Fine?', answer: 'Yes' },
        { subtopic: '', answer: '' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: msg.fieldRequired,
      errors: {
        topic: msg.fieldRequired,
        'subtopics.1.subtopic': msg.fieldRequired,
        'subtopics.1.answer': msg.fieldRequired,
      },
    });
    expect((await call('POST', '', { topic: 'No questions', subtopics: [] })).statusCode).toBe(400);
    // An answer that is only markup is empty too, and refused before anything is written.
    const blank = await call('POST', '', {
      topic: 'Blank',
      subtopics: [{ subtopic: 'Q?', answer: '<p><br></p>' }],
    });
    expect(blank.json()).toMatchObject({ status: 400, errors: { 'subtopics.0.answer': msg.fieldRequired } });
    expect(await t.database.db.select().from(faqTopics)).toHaveLength(0);
  });

  it('creates a topic with its sub-topics, sanitizing answers and keeping plain text paragraphs', async () => {
    const res = await call('POST', '', {
      topic: 'Deliveries',
      subtopics: [
        {
          subtopic: 'When?',
          answer: '<p onmouseover="x()">Within <strong>2 days</strong><script>alert(1)</script></p>',
        },
        { subtopic: 'Where?', answer: 'Everywhere we ship.\n\nAsk us if 1 < 2 & then\norder.' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.msg).toBe(msg.faqUploaded);
    expect(body.data).toMatchObject({
      topic: 'Deliveries',
      subtopics: [
        { subtopic: 'When?', answer: '<p>Within <strong>2 days</strong></p>' },
        {
          subtopic: 'Where?',
          answer: '<p>Everywhere we ship.</p><p>Ask us if 1 &lt; 2 &amp; then<br />order.</p>',
        },
      ],
    });
    // Members read it on the help page.
    const help = (await t.app.inject({ method: 'GET', url: '/v1/faq/' })).json();
    expect(help.results.map((x: { topic: string }) => x.topic)).toEqual(['Deliveries']);
  });

  it('lists every topic, searches topic names and questions, and reads one', async () => {
    await newTopic('Returns');
    await newTopic('Gift cards');
    const all = (await call('GET', '')).json();
    expect(all.data.map((x: { topic: string }) => x.topic)).toEqual(['Deliveries', 'Returns', 'Gift cards']);
    const byName = (await call('POST', 'search/', { faq_topic_search: 'gift' })).json();
    expect(byName.data.map((x: { topic: string }) => x.topic)).toEqual(['Gift cards']);
    const byQuestion = (await call('POST', 'search/', { faq_topic_search: 'where' })).json();
    expect(byQuestion.data.map((x: { topic: string }) => x.topic)).toEqual(['Deliveries']);
    expect((await call('POST', 'search/', { faq_topic_search: '%' })).json().data).toEqual([]);
    expect((await call('POST', 'search/', {})).json().data).toHaveLength(3);
    const one = await call('GET', `${all.data[1].id}/`);
    expect(one.json()).toMatchObject({ topic: 'Returns', subtopics: [{}, {}] });
    expect((await call('GET', '99999/')).json()).toMatchObject({ status: 404, msg: msg.faqTopicNotFound });
  });

  it('renames a topic, saying so when the name is the same', async () => {
    const [topic] = (await call('GET', '')).json().data;
    const same = await call('PATCH', `${topic.id}/`, { topic: ' Deliveries ' });
    expect(same.json()).toMatchObject({ msg: msg.faqTopicNameSame, data: { topic: 'Deliveries' } });
    const renamed = await call('PATCH', `${topic.id}/`, { topic: 'Shipping' });
    expect(renamed.json()).toMatchObject({
      msg: msg.faqTopicUpdated,
      data: { id: topic.id, topic: 'Shipping' },
    });
    expect((await call('PATCH', `${topic.id}/`, { topic: '' })).json()).toMatchObject({
      status: 400,
      errors: { topic: msg.fieldRequired },
    });
    expect((await call('PATCH', '99999/', { topic: 'x' })).statusCode).toBe(404);
  });

  it('deletes a topic with its sub-topics', async () => {
    const res = await newTopic('Temporary');
    const id = res.json().data.id;
    const gone = await call('DELETE', `${id}/`);
    expect(gone.json()).toEqual({ msg: msg.faqTopicDeleted });
    expect(await t.database.db.select().from(faqSubtopics).where(eq(faqSubtopics.topicId, id))).toHaveLength(
      0,
    );
    expect((await call('DELETE', `${id}/`)).json()).toMatchObject({ status: 404, msg: msg.faqTopicNotFound });
  });
});

describe('admin FAQs: sub-topics', () => {
  it('adds sub-topics after the existing ones, all or none', async () => {
    const topic = (await newTopic('Recipes', 1)).json().data;
    const added = await call('POST', 'subtopics/', {
      data: [
        { faq_topic: topic.id, subtopic: 'Can I print?', answer: 'Yes.' },
        {
          faq_topic: topic.id,
          subtopic: 'Metric?',
          answer: '<p>Always <a href="javascript:x()">metric</a></p>',
        },
      ],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().msg).toBe(msg.faqUploaded);
    expect(added.json().data[1].answer).toBe(
      '<p>Always <a rel="noopener noreferrer nofollow">metric</a></p>',
    );
    const read = (await call('GET', `${topic.id}/`)).json();
    expect(read.subtopics.map((s: { subtopic: string }) => s.subtopic)).toEqual([
      'Recipes question 1?',
      'Can I print?',
      'Metric?',
    ]);

    const refused = await call('POST', 'subtopics/', {
      data: [
        { faq_topic: topic.id, subtopic: 'Fine', answer: 'Fine' },
        { faq_topic: 99999, subtopic: 'Orphan', answer: 'No' },
      ],
    });
    expect(refused.json()).toMatchObject({
      status: 404,
      errors: { 'data.1.faq_topic': msg.faqTopicNotFound },
    });
    const empty = await call('POST', 'subtopics/', {
      data: [{ faq_topic: topic.id, subtopic: '', answer: '' }],
    });
    expect(empty.json()).toMatchObject({ status: 400, errors: { 'data.0.subtopic': msg.fieldRequired } });
    expect((await call('GET', `${topic.id}/`)).json().subtopics).toHaveLength(3);
  });

  it('updates a sub-topic, saying so when nothing changed', async () => {
    const topic = (await call('POST', 'search/', { faq_topic_search: 'Recipes' })).json().data[0];
    const sub = topic.subtopics[0];
    const same = await call('PATCH', `subtopics/${sub.id}/`, {
      faq_topic: topic.id,
      subtopic: sub.subtopic,
      answer: sub.answer,
    });
    expect(same.json()).toMatchObject({ msg: msg.faqNoChanges });
    const changed = await call('PATCH', `subtopics/${sub.id}/`, {
      faq_topic: topic.id,
      subtopic: 'Can I cook along?',
      answer: '<p>Yes<img src=x onerror="x()"></p>',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().msg).toBe(msg.faqTopicUpdated);
    expect(changed.json().data.subtopics[0]).toMatchObject({
      id: sub.id,
      subtopic: 'Can I cook along?',
      answer: '<p>Yes<img src="x" /></p>',
    });
    const other = await call('PATCH', `subtopics/${sub.id}/`, {
      faq_topic: topic.id + 1000,
      subtopic: 'a',
      answer: 'b',
    });
    expect(other.json()).toMatchObject({ status: 400, msg: msg.faqSubtopicOtherTopic });
    const blank = await call('PATCH', `subtopics/${sub.id}/`, { subtopic: '', answer: 'b' });
    expect(blank.json()).toMatchObject({ status: 400, errors: { subtopic: msg.fieldRequired } });
    expect((await call('PATCH', 'subtopics/99999/', { subtopic: 'a', answer: 'b' })).statusCode).toBe(404);
  });

  it('deletes sub-topics but never the last one of a topic', async () => {
    const topic = (await call('POST', 'search/', { faq_topic_search: 'Recipes' })).json().data[0];
    const [a, b, c] = topic.subtopics;
    expect((await call('DELETE', `subtopics/${a.id}/`)).json()).toEqual({ msg: msg.faqSubtopicDeleted });
    expect((await call('DELETE', `subtopics/${b.id}/`)).statusCode).toBe(200);
    const last = await call('DELETE', `subtopics/${c.id}/`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ status: 409, msg: msg.faqLastSubtopic });
    expect(last.json().msg).toContain('Unsuccessful');
    expect((await call('GET', `${topic.id}/`)).json().subtopics).toHaveLength(1);
    expect((await call('DELETE', `subtopics/${a.id}/`)).json()).toMatchObject({ status: 404 });
  });
});
