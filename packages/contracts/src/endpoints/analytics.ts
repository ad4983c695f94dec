import { z } from 'zod';
import {
  AnalyticsItemParamsSchema,
  AnalyticsItemSchema,
  AnalyticsOverviewSchema,
  AnalyticsRangeSchema,
  BeaconBatchSchema,
} from '../analytics';
import { endpoint } from '../endpoint';

/** Audience analytics: the web app's beacon (anyone) and the staff pages that read the daily tables. */
export const analyticsEndpoints = {
  /** Batched events from `navigator.sendBeacon` (a text/plain JSON body) or fetch. */
  beacon: endpoint({
    method: 'POST',
    path: '/analytics/events/',
    access: 'public',
    body: BeaconBatchSchema,
    response: z.object({ msg: z.string() }),
  }),
  /** Counts what is buffered and rolls up yesterday and today now, instead of at the next quarter hour. */
  refresh: endpoint({
    method: 'POST',
    path: '/admin/analytics/refresh/',
    access: 'admin',
    permission: 'analytics',
    response: z.object({ msg: z.string() }),
  }),
  overview: endpoint({
    method: 'GET',
    path: '/admin/analytics/',
    access: 'admin',
    permission: 'analytics',
    query: AnalyticsRangeSchema,
    response: AnalyticsOverviewSchema,
  }),
  item: endpoint({
    method: 'GET',
    path: '/admin/analytics/:contentType/:contentId/',
    access: 'admin',
    permission: 'analytics',
    params: AnalyticsItemParamsSchema,
    query: AnalyticsRangeSchema,
    response: AnalyticsItemSchema,
  }),
};
