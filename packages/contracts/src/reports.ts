import { z } from 'zod';
import { reportReasons } from './constants';
import { msg } from './messages';

/** What a report points at, by the moderation list's types (spec 002 §9). */
export const reportContentTypes = ['photo', 'status', 'video', 'recipe', 'comment'] as const;
export type ReportContentType = (typeof reportContentTypes)[number];
export const reportActions = ['pending', 'delete', 'dismiss'] as const;
export type ReportActionState = (typeof reportActions)[number];
/** The list filter: `none` is the pending reports (no action yet); empty is every report. */
export const reportFilters = ['delete', 'dismiss', 'none'] as const;
export type ReportFilter = (typeof reportFilters)[number];

export const ReportSearchSchema = z.object({
  filter: z
    .enum([...reportFilters, ''], { error: msg.reportFilterInvalid })
    .optional()
    .default(''),
});
export type ReportSearch = z.infer<typeof ReportSearchSchema>;

export const ReportActionSchema = z.object({
  action: z.enum(['dismiss', 'delete'], { error: msg.reportActionInvalid }),
});
export type ReportActionInput = z.infer<typeof ReportActionSchema>;

const PersonSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** A row of the Report/Review list (spec 002 §3 Report). */
export const ReportItemSchema = z.object({
  id: z.number().int(),
  user_posted: z.number().int(),
  user_posted_details: PersonSchema,
  reported_by_user_details: PersonSchema,
  content_type: z.enum(reportContentTypes),
  report_type: z.enum(reportReasons).or(z.string()),
  action: z.enum(reportActions),
  post: z.number().int().nullable(),
  comment: z.number().int().nullable(),
  created: z.string(),
  resolved_at: z.string().nullable(),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;
export const ReportItemPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ReportItemSchema),
});
export type ReportItemPage = z.infer<typeof ReportItemPageSchema>;
export const ReportItemResponseSchema = z.object({ data: ReportItemSchema });
export const ReportActionResultSchema = z.object({ msg: z.string(), data: ReportItemSchema });

/** A reported community post as the review page shows it, with every report on it. */
export const ReportedPostSchema = z.object({
  id: z.number().int(),
  post_type: z.enum(['photo', 'status', 'video', 'recipe']),
  image: z.string().nullable(),
  video_playback_id: z.string().nullable(),
  status_text: z.string().nullable(),
  description: z.string().nullable(),
  recipe_name: z.string().nullable(),
  instructions: z.string().nullable(),
  user_posted_details: PersonSchema,
  created: z.string(),
  reports: z.array(ReportItemSchema),
});
export type ReportedPost = z.infer<typeof ReportedPostSchema>;

/** A reported comment (spec 001 §3 "Reported comment"), read by the page as `data.data`. */
export const ReportedCommentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  image: z.string().nullable(),
  user_posted_details: PersonSchema,
  content_details: z.object({
    id: z.number().int(),
    content_type: z.string(),
    title: z.string(),
    title_image: z.string().nullable(),
  }),
  created: z.string(),
  reports: z.array(ReportItemSchema),
});
export type ReportedComment = z.infer<typeof ReportedCommentSchema>;

/** The review page of a report: /reported-{type}/{id}, id being the comment id or the post id. */
export function reportReviewPath(item: Pick<ReportItem, 'id' | 'content_type' | 'post' | 'comment'>) {
  const target = item.content_type === 'comment' ? item.comment : item.post;
  return `/reported-${item.content_type}/${target}?report=${item.id}`;
}
