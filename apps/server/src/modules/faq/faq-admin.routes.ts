import {
  ActionSchema,
  FaqIdParamsSchema,
  FaqSubtopicPatchSchema,
  FaqSubtopicsActionSchema,
  FaqSubtopicsAddSchema,
  FaqTopicActionSchema,
  FaqTopicCreateSchema,
  FaqTopicListSchema,
  FaqTopicRenameSchema,
  FaqTopicSchema,
  FaqTopicSearchSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import * as faq from './faq-admin.service';

/** The admin FAQ tools (spec 002 §2.9, §7 FAQs). Members read through `GET /v1/faq/`. */
export function adminFaqRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['faq'];
  const config = { access: 'admin' as const };
  const params = FaqIdParamsSchema;
  return async (app) => {
    app.get('/adminpanel/faq/', {
      config,
      schema: { tags, response: { 200: FaqTopicListSchema } },
      handler: async () => ({ data: await faq.allTopics(ctx) }),
    });
    app.post('/adminpanel/faq/', {
      config,
      schema: { tags, body: FaqTopicCreateSchema, response: { 201: FaqTopicActionSchema } },
      handler: async (req, reply) => reply.status(201).send(await faq.createTopic(ctx, req.body)),
    });
    app.post('/adminpanel/faq/search/', {
      config,
      schema: { tags, body: FaqTopicSearchSchema, response: { 200: FaqTopicListSchema } },
      handler: async (req) => ({ data: await faq.allTopics(ctx, req.body.faq_topic_search) }),
    });
    app.get('/adminpanel/faq/:id/', {
      config,
      schema: { tags, params, response: { 200: FaqTopicSchema } },
      handler: (req) => faq.getTopic(ctx, req.params.id),
    });
    app.patch('/adminpanel/faq/:id/', {
      config,
      schema: { tags, params, body: FaqTopicRenameSchema, response: { 200: FaqTopicActionSchema } },
      handler: (req) => faq.renameTopic(ctx, req.params.id, req.body.topic),
    });
    app.delete('/adminpanel/faq/:id/', {
      config,
      schema: { tags, params, response: { 200: ActionSchema } },
      handler: (req) => faq.deleteTopic(ctx, req.params.id),
    });
    app.post('/adminpanel/faq/subtopics/', {
      config,
      schema: { tags, body: FaqSubtopicsAddSchema, response: { 201: FaqSubtopicsActionSchema } },
      handler: async (req, reply) => reply.status(201).send(await faq.addSubtopics(ctx, req.body)),
    });
    app.patch('/adminpanel/faq/subtopics/:id/', {
      config,
      schema: { tags, params, body: FaqSubtopicPatchSchema, response: { 200: FaqTopicActionSchema } },
      handler: (req) => faq.updateSubtopic(ctx, req.params.id, req.body),
    });
    app.delete('/adminpanel/faq/subtopics/:id/', {
      config,
      schema: { tags, params, response: { 200: ActionSchema } },
      handler: (req) => faq.deleteSubtopic(ctx, req.params.id),
    });
  };
}
