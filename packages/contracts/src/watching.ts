import { z } from 'zod';
import { msg } from './messages';

/** What a member can be part-way through. */
export const watchKinds = ['video', 'episode'] as const;
export type WatchKind = (typeof watchKinds)[number];

/** The longest position a player may report: a day (no item is longer). */
export const watchPositionMaxSeconds = 86_400;
/** Past this share of an item it counts as watched. */
export const watchedShare = 0.9;
/** A position under this many seconds is not worth offering to resume. */
export const resumeFromSeconds = 5;

/** Where the caller stopped in one item; position 0 and `updated_at` null when never started. */
export const WatchProgressSchema = z.object({
  kind: z.enum(watchKinds),
  id: z.number().int(),
  position_seconds: z.number().int(),
  duration_seconds: z.number().int().nullable(),
  finished: z.boolean(),
  updated_at: z.string().nullable(),
});
export type WatchProgress = z.infer<typeof WatchProgressSchema>;

/** What the player sends every few seconds and when the page is left. */
export const SaveWatchProgressSchema = z.object({
  position_seconds: z
    .number({ error: msg.watchPositionInvalid })
    .finite(msg.watchPositionInvalid)
    .min(0, msg.watchPositionInvalid)
    .max(watchPositionMaxSeconds, msg.watchPositionInvalid),
  /** The length the player sees; the server prefers the item's own when it knows it. */
  duration_seconds: z
    .number({ error: msg.watchDurationInvalid })
    .finite(msg.watchDurationInvalid)
    .positive(msg.watchDurationInvalid)
    .max(watchPositionMaxSeconds, msg.watchDurationInvalid)
    .nullable()
    .optional(),
});
export type SaveWatchProgress = z.infer<typeof SaveWatchProgressSchema>;

/** The caller's own marks (started and watched items), newest first: a small personal overlay. */
export const WatchMarksSchema = z.object({ results: z.array(WatchProgressSchema) });
export type WatchMarks = z.infer<typeof WatchMarksSchema>;

/** One item of a member home row. */
export const MemberRowItemSchema = z.object({
  content_type: z.enum(['video', 'episode', 'show']),
  id: z.number().int(),
  title: z.string(),
  title_image: z.string().nullable(),
  is_premium: z.boolean(),
  /** Episodes: their show's title. */
  show_name: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  /** "Continue watching": where the member stopped. */
  position_seconds: z.number().int().nullable(),
});
export type MemberRowItem = z.infer<typeof MemberRowItemSchema>;

export const memberRowKeys = ['continue_watching', 'new_since_last_visit', 'more_like_saved'] as const;
export type MemberRowKey = (typeof memberRowKeys)[number];

/** The member's own home rows; a row with nothing in it is left out. */
export const MemberRowsSchema = z.object({
  rows: z.array(z.object({ key: z.enum(memberRowKeys), items: z.array(MemberRowItemSchema) })),
});
export type MemberRows = z.infer<typeof MemberRowsSchema>;
