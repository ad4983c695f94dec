import { z } from 'zod';
import { ActionSchema, pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  CarouselItemParamsSchema,
  PublishedContentPageSchema,
  PublishedContentQuerySchema,
  PublishedContentSearchSchema,
  publishedContentTypes,
} from '../home-editor';

/**
 * The content picker's list and the carousel's dashboard items (spec 002 §2.6, §2.7, §7
 * "Carousel"). Adding an item answers 201 when it created one and 200 when it replaced one.
 */
export const carouselEndpoints = {
  listPublished: endpoint({
    method: 'GET',
    path: '/adminpanel/published-content/',
    access: 'admin',
    permission: 'home',
    query: PublishedContentQuerySchema,
    response: PublishedContentPageSchema,
  }),
  searchPublished: endpoint({
    method: 'POST',
    path: '/adminpanel/published-content/',
    access: 'admin',
    permission: 'home',
    unaudited: 'a search sent as a body: it changes nothing',
    query: pageQuerySchema.extend({ content_type: z.enum(publishedContentTypes).optional() }),
    body: PublishedContentSearchSchema,
    response: PublishedContentPageSchema,
  }),
  addItem: endpoint({
    method: 'POST',
    path: '/adminpanel/dashboard-item/',
    access: 'admin',
    permission: 'home',
    body: 'multipart',
    response: ActionSchema,
    responses: { 201: ActionSchema },
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: '/adminpanel/dashboard-item/:id/',
    access: 'admin',
    permission: 'home',
    params: CarouselItemParamsSchema,
    body: 'multipart',
    response: ActionSchema,
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/adminpanel/dashboard-item/:id/',
    access: 'admin',
    permission: 'home',
    params: CarouselItemParamsSchema,
    response: ActionSchema,
  }),
} as const;
