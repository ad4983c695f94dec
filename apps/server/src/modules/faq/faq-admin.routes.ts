import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import * as faq from './faq-admin.service';

/** The admin FAQ tools (spec 002 §2.9, §7 FAQs). Members read through `GET /v1/faq/`. */
export function adminFaqRoutes(ctx: AppContext) {
  return serve('faq', endpoints.adminFaq, {
    listTopics: async () => ({ data: await faq.allTopics(ctx) }),
    createTopic: (req) => faq.createTopic(ctx, req.body),
    searchTopics: async (req) => ({ data: await faq.allTopics(ctx, req.body.faq_topic_search) }),
    getTopic: (req) => faq.getTopic(ctx, req.params.id),
    renameTopic: (req) => faq.renameTopic(ctx, req.params.id, req.body.topic),
    deleteTopic: (req) => faq.deleteTopic(ctx, req.params.id),
    addSubtopics: (req) => faq.addSubtopics(ctx, req.body),
    updateSubtopic: (req) => faq.updateSubtopic(ctx, req.params.id, req.body),
    deleteSubtopic: (req) => faq.deleteSubtopic(ctx, req.params.id),
  });
}
