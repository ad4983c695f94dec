import { type AnalyticsMeasure, msg } from '@simmer/contracts';
import { formatDuration } from '../../../lib/format';

export const measureLabels: Record<AnalyticsMeasure, string> = {
  page_view: msg.analyticsPageViews,
  visitors: msg.analyticsVisitors,
  video_start: msg.analyticsVideoStarts,
  watch_time: msg.analyticsWatchTime,
  recipe_view: msg.analyticsRecipeViews,
  cook_mode_start: msg.analyticsCookModeStarts,
  grocery_add: msg.analyticsGroceryAdds,
  search: msg.analyticsSearchCount,
  search_empty: msg.analyticsEmptySearchCount,
  signup: msg.analyticsSignups,
  first_payment: msg.analyticsFirstPayments,
  cancellation: msg.analyticsCancellations,
};

const count = new Intl.NumberFormat();
export const formatCount = (n: number) => count.format(n);
export const formatMeasure = (m: AnalyticsMeasure, n: number) =>
  m === 'watch_time' ? formatDuration(n) : formatCount(n);
/** Basis points as a percentage with one decimal. */
export const formatShare = (bps: number) => `${(bps / 100).toFixed(1)}%`;

/** "+12%" against the previous period ("new" when it had none). */
export function changeOf(value: number, previous: number): string {
  if (previous === 0) return value === 0 ? '0%' : msg.analyticsChangeNew;
  const pct = Math.round(((value - previous) / previous) * 100);
  return `${pct > 0 ? '+' : ''}${pct}%`;
}
