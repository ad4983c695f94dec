import { z } from 'zod';
import { pageOf } from './common';

export const FaqSubtopicSchema = z.object({
  id: z.number().int(),
  subtopic: z.string(),
  /** HTML, written by an admin and cleaned on save. */
  answer: z.string(),
  faq_topic: z.number().int(),
});
export type FaqSubtopic = z.infer<typeof FaqSubtopicSchema>;

export const FaqTopicSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  updated: z.string(),
  subtopics: z.array(FaqSubtopicSchema),
});
export type FaqTopic = z.infer<typeof FaqTopicSchema>;

export const FaqPageSchema = pageOf(FaqTopicSchema);
export type FaqPage = z.infer<typeof FaqPageSchema>;
