import type { FaqSubtopicPatch, FaqSubtopicsAdd, FaqTopic, FaqTopicCreate } from '@simmer/contracts';
import { msg } from '@simmer/contracts';
import { and, asc, count, eq, exists, ilike, inArray, max, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { faqSubtopics, faqTopics } from '../../db/schema';
import { AppError } from '../../http/errors';
import { cleanHtml, htmlToText } from '../../lib/html';
import { toFaqTopicDto } from './faq.service';

type Db = AppContext['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An answer is rich text from the editor or plain text from another client. Plain text
 * keeps its line breaks as paragraphs; HTML is cleaned. Empty once cleaned is refused.
 */
export function answerHtml(input: string): string {
  const text = input.trim();
  if (!/<[a-z!/]/i.test(text)) {
    return text
      .split(/\n\s*\n|\r\n\s*\r\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
      .join('');
  }
  return cleanHtml(text);
}

const hasText = (html: string) => htmlToText(html).trim().length > 0;

async function topicsWithSubtopics(
  db: Db | Tx,
  topics: (typeof faqTopics.$inferSelect)[],
): Promise<FaqTopic[]> {
  if (!topics.length) return [];
  const subs = await db
    .select()
    .from(faqSubtopics)
    .where(
      inArray(
        faqSubtopics.topicId,
        topics.map((t) => t.id),
      ),
    )
    .orderBy(asc(faqSubtopics.position), asc(faqSubtopics.id));
  return topics.map((t) => toFaqTopicDto(t, subs));
}

/** Every topic (the admin table pages on the client), optionally matching a search. */
export async function allTopics(ctx: AppContext, search = ''): Promise<FaqTopic[]> {
  const term = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = search
    ? or(
        ilike(faqTopics.topic, term),
        exists(
          ctx.db
            .select({ id: faqSubtopics.id })
            .from(faqSubtopics)
            .where(and(eq(faqSubtopics.topicId, faqTopics.id), ilike(faqSubtopics.subtopic, term))),
        ),
      )
    : undefined;
  const topics = await ctx.db
    .select()
    .from(faqTopics)
    .where(where)
    .orderBy(asc(faqTopics.position), asc(faqTopics.id));
  return topicsWithSubtopics(ctx.db, topics);
}

async function findTopic(db: Db | Tx, id: number, lock = false) {
  const query = db.select().from(faqTopics).where(eq(faqTopics.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound(msg.faqTopicNotFound);
  return row;
}

export async function getTopic(ctx: AppContext, id: number, db: Db | Tx = ctx.db): Promise<FaqTopic> {
  const [dto] = await topicsWithSubtopics(db, [await findTopic(db, id)]);
  return dto!;
}

/** Answers cleaned up front, so a refusal happens before anything is written. */
function cleanAnswers<T extends { answer: string }>(items: T[], field: (i: number) => string): T[] {
  const errors: Record<string, string> = {};
  const cleaned = items.map((item, i) => {
    const answer = answerHtml(item.answer);
    if (!hasText(answer)) errors[field(i)] = msg.fieldRequired;
    return { ...item, answer };
  });
  if (Object.keys(errors).length) throw AppError.invalid(msg.fieldRequired, errors);
  return cleaned;
}

export async function createTopic(ctx: AppContext, input: FaqTopicCreate) {
  const subtopics = cleanAnswers(input.subtopics, (i) => `subtopics.${i}.answer`);
  const id = await ctx.db.transaction(async (tx) => {
    const [last] = await tx.select({ p: max(faqTopics.position) }).from(faqTopics);
    const [topic] = await tx
      .insert(faqTopics)
      .values({ topic: input.topic, position: (last?.p ?? -1) + 1 })
      .returning({ id: faqTopics.id });
    await tx.insert(faqSubtopics).values(
      subtopics.map((s, i) => ({
        topicId: topic!.id,
        subtopic: s.subtopic,
        answer: s.answer,
        position: i,
      })),
    );
    return topic!.id;
  });
  return { msg: msg.faqUploaded, data: await getTopic(ctx, id) };
}

export async function renameTopic(ctx: AppContext, id: number, topic: string) {
  const row = await findTopic(ctx.db, id);
  if (row.topic === topic) return { msg: msg.faqTopicNameSame, data: await getTopic(ctx, id) };
  await ctx.db.update(faqTopics).set({ topic, updatedAt: new Date() }).where(eq(faqTopics.id, id));
  return { msg: msg.faqTopicUpdated, data: await getTopic(ctx, id) };
}

export async function deleteTopic(ctx: AppContext, id: number) {
  const gone = await ctx.db.delete(faqTopics).where(eq(faqTopics.id, id)).returning({ id: faqTopics.id });
  if (!gone.length) throw AppError.notFound(msg.faqTopicNotFound);
  return { msg: msg.faqTopicDeleted };
}

/** New questions go after the existing ones of their topic; all or none are written. */
export async function addSubtopics(ctx: AppContext, input: FaqSubtopicsAdd) {
  const items = cleanAnswers(input.data, (i) => `data.${i}.answer`);
  const created = await ctx.db.transaction(async (tx) => {
    const ids = [...new Set(items.map((s) => s.faq_topic))];
    const found = await tx.select({ id: faqTopics.id }).from(faqTopics).where(inArray(faqTopics.id, ids));
    const known = new Set(found.map((t) => t.id));
    const missing = items.findIndex((s) => !known.has(s.faq_topic));
    if (missing >= 0) {
      throw new AppError(404, msg.faqTopicNotFound, { [`data.${missing}.faq_topic`]: msg.faqTopicNotFound });
    }
    const next = new Map<number, number>();
    for (const topicId of ids) {
      const [last] = await tx
        .select({ p: max(faqSubtopics.position) })
        .from(faqSubtopics)
        .where(eq(faqSubtopics.topicId, topicId));
      next.set(topicId, (last?.p ?? -1) + 1);
    }
    const rows = await tx
      .insert(faqSubtopics)
      .values(
        items.map((s) => {
          const position = next.get(s.faq_topic)!;
          next.set(s.faq_topic, position + 1);
          return { topicId: s.faq_topic, subtopic: s.subtopic, answer: s.answer, position };
        }),
      )
      .returning();
    await tx.update(faqTopics).set({ updatedAt: new Date() }).where(inArray(faqTopics.id, ids));
    return rows;
  });
  const data = created.map((s) => ({
    id: s.id,
    subtopic: s.subtopic,
    answer: s.answer,
    faq_topic: s.topicId,
  }));
  return { msg: msg.faqUploaded, data };
}

async function findSubtopic(db: Db | Tx, id: number) {
  const [row] = await db.select().from(faqSubtopics).where(eq(faqSubtopics.id, id));
  if (!row) throw AppError.notFound(msg.faqSubtopicNotFound);
  return row;
}

export async function updateSubtopic(ctx: AppContext, id: number, input: FaqSubtopicPatch) {
  const row = await findSubtopic(ctx.db, id);
  if (input.faq_topic !== undefined && input.faq_topic !== row.topicId) {
    throw AppError.invalid(msg.faqSubtopicOtherTopic, { faq_topic: msg.faqSubtopicOtherTopic });
  }
  const answer = cleanAnswers([input], () => 'answer')[0]!.answer;
  if (row.subtopic === input.subtopic && row.answer === answer) {
    return { msg: msg.faqNoChanges, data: await getTopic(ctx, row.topicId) };
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(faqSubtopics)
      .set({ subtopic: input.subtopic, answer, updatedAt: new Date() })
      .where(eq(faqSubtopics.id, id));
    await tx.update(faqTopics).set({ updatedAt: new Date() }).where(eq(faqTopics.id, row.topicId));
  });
  return { msg: msg.faqTopicUpdated, data: await getTopic(ctx, row.topicId) };
}

/** A topic keeps at least one question; the topic row is locked so two deletes cannot both pass. */
export async function deleteSubtopic(ctx: AppContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await findSubtopic(tx, id);
    await findTopic(tx, row.topicId, true);
    const [siblings] = await tx
      .select({ n: count() })
      .from(faqSubtopics)
      .where(eq(faqSubtopics.topicId, row.topicId));
    if ((siblings?.n ?? 0) <= 1) throw AppError.conflict(msg.faqLastSubtopic);
    await tx.delete(faqSubtopics).where(eq(faqSubtopics.id, id));
    await tx.update(faqTopics).set({ updatedAt: new Date() }).where(eq(faqTopics.id, row.topicId));
  });
  return { msg: msg.faqSubtopicDeleted };
}
