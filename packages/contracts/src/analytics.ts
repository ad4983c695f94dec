import { z } from 'zod';
import { msg } from './messages';

/** What the web app's beacon may report; the server records searches, sign-ups and payments itself. */
export const beaconEventKinds = [
  'page_view',
  'video_start',
  'video_progress',
  'watch_time',
  'recipe_view',
  'cook_mode_start',
  'grocery_add',
] as const;
export const serverEventKinds = [
  'search',
  'search_empty',
  'signup',
  'first_payment',
  'cancellation',
] as const;
export const analyticsEventKinds = [...beaconEventKinds, ...serverEventKinds] as const;
export type AnalyticsEventKind = (typeof analyticsEventKinds)[number];

/** The measures the admin page charts: each a daily count (watch_time in seconds). */
export const analyticsMeasures = [
  'page_view',
  'visitors',
  'video_start',
  'watch_time',
  'recipe_view',
  'cook_mode_start',
  'grocery_add',
  'search',
  'search_empty',
  'signup',
  'first_payment',
  'cancellation',
] as const;
export type AnalyticsMeasure = (typeof analyticsMeasures)[number];

/** A video's length in equal parts for its retention curve (5% each). */
export const retentionBuckets = 20;
export const analyticsContentTypes = ['video', 'recipe', 'show', 'episode', 'page'] as const;

const contentId = z.number().int().positive().max(2_147_483_647);
const shortText = z.string().trim().max(200);

export const BeaconEventSchema = z.strictObject({
  kind: z.enum(beaconEventKinds),
  content_type: z.enum(analyticsContentTypes).optional(),
  content_id: contentId.optional(),
  /** video_progress: the part reached (0..19); watch_time: seconds since the last report (max 10 min). */
  value: z.number().int().min(0).max(600).optional(),
  path: z.string().max(300).optional(),
  referrer: z.string().max(500).optional(),
  utm_source: shortText.optional(),
  utm_medium: shortText.optional(),
  utm_campaign: shortText.optional(),
});
export type BeaconEvent = z.infer<typeof BeaconEventSchema>;

export const BeaconBatchSchema = z.strictObject({
  events: z.array(BeaconEventSchema).min(1).max(50),
});
export type BeaconBatch = z.infer<typeof BeaconBatchSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.analyticsDateInvalid });
export const AnalyticsRangeSchema = z.object({ from: day, to: day });
export type AnalyticsRange = z.infer<typeof AnalyticsRangeSchema>;

const count = z.number().int();
export const AnalyticsTotalSchema = z.object({
  measure: z.enum(analyticsMeasures),
  value: count,
  previous: count,
});
export const AnalyticsSeriesPointSchema = z.object({
  day: z.string(),
  values: z.record(z.string(), z.number()),
});
export const AnalyticsTopItemSchema = z.object({
  content_type: z.string(),
  content_id: count,
  title: z.string(),
  views: count,
  watch_seconds: count,
});
export const AnalyticsRowSchema = z.object({ label: z.string(), count });

export const AnalyticsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
  totals: z.array(AnalyticsTotalSchema),
  /** One point per day with every measure. */
  series: z.array(AnalyticsSeriesPointSchema),
  top_by_views: z.array(AnalyticsTopItemSchema),
  top_by_watch: z.array(AnalyticsTopItemSchema),
  funnel: z.object({ visitors: count, members: count, paying: count }),
  referrers: z.array(AnalyticsRowSchema),
  campaigns: z.array(AnalyticsRowSchema),
  empty_searches: z.array(AnalyticsRowSchema),
  /** Churn of the period: cancellations over paying members at its start, in basis points. */
  churn_bps: count,
  /** Monthly recurring revenue at the end of each day, in cents. */
  mrr: z.array(z.object({ day: z.string(), cents: count })),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverviewSchema>;

export const AnalyticsItemParamsSchema = z.object({
  contentType: z.enum(['video', 'recipe']),
  contentId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const AnalyticsItemSchema = z.object({
  content_type: z.string(),
  content_id: count,
  title: z.string(),
  from: z.string(),
  to: z.string(),
  views: count,
  visitors: count,
  starts: count,
  watch_seconds: count,
  /** Viewers who reached each part, as a share of starts in basis points (retentionBuckets parts). */
  retention: z.array(count),
  /** Share of starts that reached 25%, 50%, 75% and the end, in basis points. */
  quartiles: z.array(count),
  cook_mode_starts: count,
  grocery_adds: count,
  /** Sign-ups by visitors who saw the item the same day (the same daily visitor number). */
  signups: count,
  series: z.array(z.object({ day: z.string(), views: count, watch_seconds: count })),
});
export type AnalyticsItem = z.infer<typeof AnalyticsItemSchema>;
