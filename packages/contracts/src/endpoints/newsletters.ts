import { z } from 'zod';
import { ActionSchema, pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  MailPreferencesSchema,
  MailPreferencesViewSchema,
  MailTokenSchema,
  NewsletterActionSchema,
  NewsletterCardListSchema,
  NewsletterInputSchema,
  NewsletterPageSchema,
  NewsletterProgressSchema,
  NewsletterSchema,
  NewsletterSendSchema,
  PublicNewsletterPageSchema,
  PublicNewsletterSchema,
} from '../newsletters';

const params = z.object({ id: z.coerce.number().int().positive() });

/** Newsletters: the admin's drafts and sends, the public archive (decision 850). */
export const newsletterEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/adminpanel/newsletters/',
    access: 'admin',
    permission: 'newsletters',
    query: pageQuerySchema,
    response: NewsletterPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/adminpanel/newsletters/',
    access: 'admin',
    permission: 'newsletters',
    body: NewsletterInputSchema,
    status: 201,
    response: NewsletterActionSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/adminpanel/newsletters/:id/',
    access: 'admin',
    permission: 'newsletters',
    params,
    response: NewsletterSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/adminpanel/newsletters/:id/',
    access: 'admin',
    permission: 'newsletters',
    params,
    body: NewsletterInputSchema,
    response: NewsletterActionSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/adminpanel/newsletters/:id/',
    access: 'admin',
    permission: 'newsletters',
    params,
    response: ActionSchema,
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/adminpanel/newsletters/:id/test/',
    access: 'admin',
    permission: 'newsletters',
    params,
    response: ActionSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/adminpanel/newsletters/:id/send/',
    access: 'admin',
    permission: 'newsletters',
    params,
    body: NewsletterSendSchema,
    response: NewsletterActionSchema,
  }),
  progress: endpoint({
    method: 'GET',
    path: '/adminpanel/newsletters/:id/progress/',
    access: 'admin',
    permission: 'newsletters',
    params,
    response: NewsletterProgressSchema,
  }),
  cards: endpoint({
    method: 'GET',
    path: '/adminpanel/newsletter-cards/',
    access: 'admin',
    permission: 'newsletters',
    query: z.object({ q: z.string().max(100).default('') }),
    response: NewsletterCardListSchema,
  }),
  archive: endpoint({
    method: 'GET',
    path: '/newsletters/',
    access: 'public',
    query: pageQuerySchema,
    response: PublicNewsletterPageSchema,
  }),
  published: endpoint({
    method: 'GET',
    path: '/newsletters/:id/',
    access: 'public',
    params,
    response: PublicNewsletterSchema,
  }),
} as const;

/** An address's mail choices, reached without login through the signed link every mail carries. */
export const mailPreferenceEndpoints = {
  /** RFC 8058 one-click unsubscribe: the token in the query; the body (`List-Unsubscribe=One-Click`) is not read. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/mail/unsubscribe/',
    access: 'public',
    query: MailTokenSchema,
    body: 'raw',
    response: ActionSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/mail/preferences/',
    access: 'public',
    query: MailTokenSchema,
    response: MailPreferencesViewSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/mail/preferences/',
    access: 'public',
    query: MailTokenSchema,
    body: MailPreferencesSchema,
    response: ActionSchema.extend({ data: MailPreferencesViewSchema }),
  }),
} as const;
