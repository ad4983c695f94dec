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
    permission: 'announcements',
    query: pageQuerySchema,
    response: AdminAnnouncementPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/adminpanel/announcements/',
    access: 'admin',
    permission: 'announcements',
    body: AnnouncementInputSchema,
    status: 201,
    response: AdminAnnouncementActionSchema,
  }),
  /** The page number may come in the body (as the editor sends it) or in the query. */
  search: endpoint({
    method: 'POST',
    path: '/adminpanel/announcements/search/',
    access: 'admin',
    permission: 'announcements',
    unaudited: 'a search sent as a body: it changes nothing',
    query: pageQuerySchema,
    body: AnnouncementSearchSchema,
    response: AdminAnnouncementPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/adminpanel/announcements/:id/',
    access: 'admin',
    permission: 'announcements',
    params,
    response: AdminAnnouncementSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/adminpanel/announcements/:id/',
    access: 'admin',
    permission: 'announcements',
    params,
    body: AnnouncementPatchSchema,
    response: AdminAnnouncementActionSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/adminpanel/announcements/:id/',
    access: 'admin',
    permission: 'announcements',
    params,
    response: ActionSchema,
  }),
} as const;
