import { endpoints, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as carousel from './carousel.service';
import { readEditorForm } from './editor.form';
import { listPublishedContent } from './published-content';

/** The content picker's list and the carousel's dashboard items (spec 002 §2.6, §2.7, §7 "Carousel"). */
export function carouselRoutes(ctx: AppContext) {
  return serve('carousel', endpoints.carousel, {
    listPublished: async (req) => {
      const p = pageRequest(req.query.page);
      const { count, results } = await listPublishedContent(ctx, req.query, p);
      return pageResponse(req, p, count, results);
    },
    searchPublished: async (req) => {
      const p = pageRequest(req.query.page);
      const filter = { search: req.body.search, content_type: req.query.content_type };
      const { count, results } = await listPublishedContent(ctx, filter, p);
      return pageResponse(req, p, count, results);
    },
    addItem: async (req, reply) => {
      const { created } = await carousel.addCarouselItem(ctx, await readEditorForm(req, ['cover_image']));
      reply.status(created ? 201 : 200);
      return { msg: created ? msg.carouselItemCreated : msg.carouselItemReplaced };
    },
    updateItem: async (req) => {
      await carousel.updateCarouselItem(ctx, req.params.id, await readEditorForm(req, ['cover_image']));
      return { msg: msg.carouselItemUpdated };
    },
    removeItem: async (req) => {
      await carousel.removeCarouselItem(ctx, req.params.id);
      return { msg: msg.carouselItemRemoved };
    },
  });
}
