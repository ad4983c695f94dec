import {
  ActionSchema,
  SubscribeFormSchema,
  SubscriberStatsSchema,
  SubscribeSchema,
  SubscribeSectionSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { cachedSection } from '../home/section-cache';
import { parseFields, readEditorForm } from './form';
import * as subscribers from './subscribe.service';

/** The subscribe block: its content (public read, admin write), subscribing, and the admin export. */
export function subscribeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['home-editor'];
  return async (app) => {
    app.get('/homepage/subscribe-section/', {
      config: { access: 'public' },
      schema: { tags, response: { 200: SubscribeSectionSchema } },
      handler: () => cachedSection(ctx, 'subscribe', () => subscribers.subscribeSection(ctx)),
    });
    app.put('/homepage/subscribe-section/', {
      config: { access: 'admin' },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ActionSchema.extend({ data: SubscribeSectionSchema }) },
      },
      handler: async (req) => {
        const form = await readEditorForm(req, ['image_1', 'image_2']);
        return subscribers.saveSubscribeSection(ctx, parseFields(SubscribeFormSchema, form.fields), form);
      },
    });
    app.post('/homepage/subscribe/', {
      // Open to visitors, so it is rate limited per address.
      config: { access: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, body: SubscribeSchema, response: { 200: ActionSchema, 201: ActionSchema } },
      handler: async (req, reply) => {
        const { created, msg } = await subscribers.subscribe(ctx, req.body.email);
        return reply.status(created ? 201 : 200).send({ msg });
      },
    });
    app.get('/adminpanel/subscribers/', {
      config: { access: 'admin' },
      schema: { tags, response: { 200: SubscriberStatsSchema } },
      handler: () => subscribers.subscriberCount(ctx),
    });
    app.post('/adminpanel/subscribers/export/', {
      config: { access: 'admin' },
      schema: { tags, response: { 200: z.string() } },
      handler: async (_req, reply) => {
        const csv = await subscribers.exportSubscribers(ctx);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="Subscribers.csv"')
          .send(csv);
      },
    });
  };
}
