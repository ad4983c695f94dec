import { z } from 'zod';
import { requiredText } from './common';
import { FaqSubtopicSchema, FaqTopicSchema } from './faq';
import { msg } from './messages';

/** Admin FAQ tools (spec 002 §2.9, §5, §7). Every empty field answers "Field required!". */
const required = () => requiredText(msg.fieldRequired);

export const faqLimits = { topic: 200, subtopic: 300, answer: 20_000, subtopics: 50 } as const;

const topic = required().max(faqLimits.topic);
const subtopic = required().max(faqLimits.subtopic);
/** Rich text (HTML) or plain text; the server sanitizes it before storing. */
const answer = required().max(faqLimits.answer);
const topicId = z.coerce.number({ error: msg.fieldRequired }).int().positive();

export const FaqSubtopicInputSchema = z.object({ subtopic, answer });
export type FaqSubtopicInput = z.infer<typeof FaqSubtopicInputSchema>;

export const FaqTopicCreateSchema = z.object({
  topic,
  subtopics: z.array(FaqSubtopicInputSchema).min(1, { error: msg.fieldRequired }).max(faqLimits.subtopics),
});
export type FaqTopicCreate = z.infer<typeof FaqTopicCreateSchema>;

export const FaqTopicRenameSchema = z.object({ topic });
export type FaqTopicRename = z.infer<typeof FaqTopicRenameSchema>;

export const FaqSubtopicsAddSchema = z.object({
  data: z
    .array(z.object({ faq_topic: topicId, subtopic, answer }))
    .min(1, { error: msg.fieldRequired })
    .max(faqLimits.subtopics),
});
export type FaqSubtopicsAdd = z.infer<typeof FaqSubtopicsAddSchema>;

export const FaqSubtopicPatchSchema = z.object({ faq_topic: topicId.optional(), subtopic, answer });
export type FaqSubtopicPatch = z.infer<typeof FaqSubtopicPatchSchema>;

export const FaqTopicSearchSchema = z.object({ faq_topic_search: z.string().trim().max(200).default('') });
export type FaqTopicSearch = z.input<typeof FaqTopicSearchSchema>;

export const FaqTopicListSchema = z.object({ data: z.array(FaqTopicSchema) });
export type FaqTopicList = z.infer<typeof FaqTopicListSchema>;

export const FaqTopicActionSchema = z.object({ msg: z.string(), data: FaqTopicSchema });
export type FaqTopicAction = z.infer<typeof FaqTopicActionSchema>;

export const FaqSubtopicsActionSchema = z.object({ msg: z.string(), data: z.array(FaqSubtopicSchema) });
export type FaqSubtopicsAction = z.infer<typeof FaqSubtopicsActionSchema>;

export const FaqIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
