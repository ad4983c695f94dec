import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as faq from './faq.service';

/** FAQ content as the help page reads it. Managing topics is the admin area's. */
export function faqRoutes(ctx: AppContext) {
  return serve('faq', endpoints.faq, {
    list: async (req) => {
      const page = pageRequest(req.query.page);
      const { count, results } = await faq.listTopics(ctx, page);
      return pageResponse(req, page, count, results);
    },
  });
}
