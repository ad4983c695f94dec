import {
  AdminAnnouncementActionSchema,
  AdminAnnouncementPageSchema,
  AdminAnnouncementSchema,
  AnnouncementIdParamsSchema,
  AnnouncementInputSchema,
  AnnouncementPatchSchema,
  AnnouncementSearchSchema,
} from '../admin-announcements';
import { ActionSchema, pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';

const params = AnnouncementIdParamsSchema;

/** The admin announcements editor and list (spec 002 §2.8, §7 Announcements). */
export const adminAnnouncementsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/adminpanel/announcements/',
    access: 'admin',
    query: pageQuerySchema,
    response: AdminAnnouncementPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/adminpanel/announcements/',
    access: 'admin',
    body: AnnouncementInputSchema,
    status: 201,
    response: AdminAnnouncementActionSchema,
  }),
  /** The page number may come in the body (as the editor sends it) or in the query. */
  search: endpoint({
    method: 'POST',
    path: '/adminpanel/announcements/search/',
    access: 'admin',
    query: pageQuerySchema,
    body: AnnouncementSearchSchema,
    response: AdminAnnouncementPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/adminpanel/announcements/:id/',
    access: 'admin',
    params,
    response: AdminAnnouncementSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/adminpanel/announcements/:id/',
    access: 'admin',
    params,
    body: AnnouncementPatchSchema,
    response: AdminAnnouncementActionSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/adminpanel/announcements/:id/',
    access: 'admin',
    params,
    response: ActionSchema,
  }),
} as const;
