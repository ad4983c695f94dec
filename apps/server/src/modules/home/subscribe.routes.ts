import { endpoints, SubscribeFormSchema } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { parseFields } from '../../http/multipart';
import { readEditorForm } from './editor.form';
import { cachedSection } from './section-cache.service';
import * as subscribers from './subscribe.service';

/** The subscribe block: its content (public read, admin write), subscribing, and the admin export. */
export function subscribeRoutes(ctx: AppContext) {
  return serve('home-editor', endpoints.subscribe, {
    // Answers are kept and shared with visitors and members, like the other home sections (home.routes.ts).
    section: {
      config: { publicCache: ctx.config.HOME_CACHE_SECONDS > 0 && ({ members: 'shared' } as const) },
      handler: () => cachedSection(ctx, 'subscribe', () => subscribers.subscribeSection(ctx)),
    },
    saveSection: async (req) => {
      const form = await readEditorForm(req, ['image_1', 'image_2']);
      return subscribers.saveSubscribeSection(ctx, parseFields(SubscribeFormSchema, form.fields), form);
    },
    subscribe: {
      // Open to visitors, so it is rate limited per address.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      handler: async (req, reply) => {
        const { created, msg } = await subscribers.subscribe(ctx, req.body.email);
        reply.status(created ? 201 : 200);
        return { msg };
      },
    },
    confirm: {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      handler: (req) => subscribers.confirmSubscription(ctx, req.body.token),
    },
    stats: () => subscribers.subscriberCount(ctx),
    exportCsv: async (_req, reply) => {
      const csv = await subscribers.exportSubscribers(ctx);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Subscribers.csv"')
        .send(csv);
    },
  });
}
