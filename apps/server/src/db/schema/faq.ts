import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A help topic (a tab or accordion section on /help). */
export const faqTopics = pgTable('faq_topics', {
  id: serial('id').primaryKey(),
  topic: text('topic').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A question of a topic with its answer (HTML, cleaned before it is written). */
export const faqSubtopics = pgTable(
  'faq_subtopics',
  {
    id: serial('id').primaryKey(),
    topicId: integer('faq_topic_id')
      .notNull()
      .references(() => faqTopics.id, { onDelete: 'cascade' }),
    subtopic: text('subtopic').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_subtopics_topic_idx').on(t.topicId, t.position)],
);
