import type { FaqTopic } from '@simmer/contracts';
import { asc, count, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { faqSubtopics, faqTopics } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { cleanHtml } from '../../lib/html';

type TopicRow = typeof faqTopics.$inferSelect;
type SubtopicRow = typeof faqSubtopics.$inferSelect;

export function toFaqTopicDto(topic: TopicRow, subtopics: SubtopicRow[]): FaqTopic {
  return {
    id: topic.id,
    topic: topic.topic,
    updated: topic.updatedAt.toISOString(),
    subtopics: subtopics
      .filter((s) => s.topicId === topic.id)
      .map((s) => ({
        id: s.id,
        subtopic: s.subtopic, // Cleaned again on the way out: the page renders it as HTML, whoever wrote it.
        answer: cleanHtml(s.answer),
        faq_topic: s.topicId,
      })),
  };
}

/** Topics in their set order, each with its questions in order. */
export async function listTopics(ctx: AppContext, page: PageRequest) {
  const [total] = await ctx.db.select({ n: count() }).from(faqTopics);
  const topics = await ctx.db
    .select()
    .from(faqTopics)
    .orderBy(asc(faqTopics.position), asc(faqTopics.id))
    .limit(page.size)
    .offset(page.offset);
  const subtopics = topics.length
    ? await ctx.db
        .select()
        .from(faqSubtopics)
        .where(
          inArray(
            faqSubtopics.topicId,
            topics.map((t) => t.id),
          ),
        )
        .orderBy(asc(faqSubtopics.position), asc(faqSubtopics.id))
    : [];
  return { count: total?.n ?? 0, results: topics.map((t) => toFaqTopicDto(t, subtopics)) };
}
