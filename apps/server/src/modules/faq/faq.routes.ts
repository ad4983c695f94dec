import { FaqPageSchema, pageQuerySchema } from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as faq from './faq.service';

/** FAQ content as the help page reads it. Managing topics is the admin area's. */
export function faqRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/faq/', {
      // Everyone may read the FAQs (spec 001 §1); the /help page itself is for members.
      config: { access: 'public' },
      schema: { tags: ['faq'], querystring: pageQuerySchema, response: { 200: FaqPageSchema } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, results } = await faq.listTopics(ctx, page);
        return pageResponse(req, page, count, results);
      },
    });
  };
}
