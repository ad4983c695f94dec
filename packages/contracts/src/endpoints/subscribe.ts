import { z } from 'zod';
import { ActionSchema } from '../common';
import { endpoint } from '../endpoint';
import { SubscriberStatsSchema, SubscribeSchema, SubscribeSectionSchema } from '../home-editor';

/**
 * The subscribe block: its content (public read, admin write), subscribing (open to visitors:
 * 201 for a new address, 200 for one already there), and the admin export.
 */
export const subscribeEndpoints = {
  section: endpoint({
    method: 'GET',
    path: '/homepage/subscribe-section/',
    access: 'public',
    response: SubscribeSectionSchema,
  }),
  /** Multipart (the two photos) or JSON; its fields are checked with `SubscribeFormSchema`. */
  saveSection: endpoint({
    method: 'PUT',
    path: '/homepage/subscribe-section/',
    access: 'admin',
    permission: 'home',
    body: 'multipart',
    response: ActionSchema.extend({ data: SubscribeSectionSchema }),
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/homepage/subscribe/',
    access: 'public',
    body: SubscribeSchema,
    response: ActionSchema,
    responses: { 201: ActionSchema },
  }),
  /** The double opt-in link's page sends its token here (decision 852). */
  confirm: endpoint({
    method: 'POST',
    path: '/homepage/subscribe/confirm/',
    access: 'public',
    body: z.object({ token: z.string().min(1).max(2000) }),
    response: ActionSchema,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/adminpanel/subscribers/',
    access: 'admin',
    permission: 'home',
    response: SubscriberStatsSchema,
  }),
  /** Subscribers.csv, a file download (its 200 is documented as text). */
  exportCsv: endpoint({
    method: 'POST',
    path: '/adminpanel/subscribers/export/',
    access: 'admin',
    permission: 'home',
    response: 'stream',
    responses: { 200: z.string() },
  }),
} as const;
