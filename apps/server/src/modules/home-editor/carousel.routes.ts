import {
  ActionSchema,
  CarouselItemParamsSchema,
  msg,
  PublishedContentPageSchema,
  PublishedContentQuerySchema,
  PublishedContentSearchSchema,
  pageQuerySchema,
  publishedContentTypes,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as carousel from './carousel.service';
import { readEditorForm } from './form';
import { listPublishedContent } from './published-content';

/** The content picker's list and the carousel's dashboard items (spec 002 §2.6, §2.7, §7 "Carousel"). */
export function carouselRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['carousel'];
  const admin = { access: 'admin' } as const;
  const form = ['multipart/form-data', 'application/json'];
  return async (app) => {
    app.get('/adminpanel/published-content/', {
      config: admin,
      schema: {
        tags,
        querystring: PublishedContentQuerySchema,
        response: { 200: PublishedContentPageSchema },
      },
      handler: async (req) => {
        const p = pageRequest(req.query.page);
        const { count, results } = await listPublishedContent(ctx, req.query, p);
        return pageResponse(req, p, count, results);
      },
    });
    app.post('/adminpanel/published-content/', {
      config: admin,
      schema: {
        tags,
        querystring: pageQuerySchema.extend({ content_type: z.enum(publishedContentTypes).optional() }),
        body: PublishedContentSearchSchema,
        response: { 200: PublishedContentPageSchema },
      },
      handler: async (req) => {
        const p = pageRequest(req.query.page);
        const filter = { search: req.body.search, content_type: req.query.content_type };
        const { count, results } = await listPublishedContent(ctx, filter, p);
        return pageResponse(req, p, count, results);
      },
    });

    app.post('/adminpanel/dashboard-item/', {
      config: admin,
      schema: { tags, consumes: form, response: { 200: ActionSchema, 201: ActionSchema } },
      handler: async (req, reply) => {
        const { created } = await carousel.addCarouselItem(ctx, await readEditorForm(req, ['cover_image']));
        return reply
          .status(created ? 201 : 200)
          .send({ msg: created ? msg.carouselItemCreated : msg.carouselItemReplaced });
      },
    });
    app.put('/adminpanel/dashboard-item/:id/', {
      config: admin,
      schema: { tags, consumes: form, params: CarouselItemParamsSchema, response: { 200: ActionSchema } },
      handler: async (req) => {
        await carousel.updateCarouselItem(ctx, req.params.id, await readEditorForm(req, ['cover_image']));
        return { msg: msg.carouselItemUpdated };
      },
    });
    app.delete('/adminpanel/dashboard-item/:id/', {
      config: admin,
      schema: { tags, params: CarouselItemParamsSchema, response: { 200: ActionSchema } },
      handler: async (req) => {
        await carousel.removeCarouselItem(ctx, req.params.id);
        return { msg: msg.carouselItemRemoved };
      },
    });
  };
}
