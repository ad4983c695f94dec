import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  ReportActionResultSchema,
  ReportActionSchema,
  ReportedCommentSchema,
  ReportedPostSchema,
  ReportItemPageSchema,
  ReportItemResponseSchema,
  ReportSearchSchema,
} from '../reports';

const id = z.object({ id: z.coerce.number().int().positive() });

const action = {
  path: '/adminpanel/report-items/:id/action/',
  access: 'admin',
  permission: 'reports',
  params: id,
  body: ReportActionSchema,
  response: ReportActionResultSchema,
} as const;

/** Report moderation for admins (spec 002 §2.12, §7 Reports). */
export const reportsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/adminpanel/report-items/',
    access: 'admin',
    permission: 'reports',
    query: pageQuerySchema,
    response: ReportItemPageSchema,
  }),
  /** The list under a filter (deleted, dismissed, not yet acted on). */
  search: endpoint({
    method: 'POST',
    path: '/adminpanel/report-items/search/',
    access: 'admin',
    permission: 'reports',
    unaudited: 'a search sent as a body: it changes nothing',
    query: pageQuerySchema,
    body: ReportSearchSchema,
    response: ReportItemPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/adminpanel/report-items/:id/',
    access: 'admin',
    permission: 'reports',
    params: id,
    response: ReportItemResponseSchema,
  }),
  reportedPost: endpoint({
    method: 'GET',
    path: '/adminpanel/reported-post/:id/',
    access: 'admin',
    permission: 'reports',
    params: id,
    response: z.object({ data: ReportedPostSchema }),
  }),
  reportedComment: endpoint({
    method: 'GET',
    path: '/adminpanel/reported-comment/:id/',
    access: 'admin',
    permission: 'reports',
    params: id,
    response: z.object({ data: ReportedCommentSchema }),
  }),
  /** Dismiss or delete; the spec names both verbs for the action. */
  act: endpoint({ method: 'PUT', ...action }),
  actPost: endpoint({ method: 'POST', ...action }),
} as const;
