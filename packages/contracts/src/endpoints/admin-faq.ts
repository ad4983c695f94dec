import {
  FaqIdParamsSchema,
  FaqSubtopicPatchSchema,
  FaqSubtopicsActionSchema,
  FaqSubtopicsAddSchema,
  FaqTopicActionSchema,
  FaqTopicCreateSchema,
  FaqTopicListSchema,
  FaqTopicRenameSchema,
  FaqTopicSearchSchema,
} from '../admin-faq';
import { ActionSchema } from '../common';
import { endpoint } from '../endpoint';
import { FaqTopicSchema } from '../faq';

const params = FaqIdParamsSchema;

/** The admin FAQ tools (spec 002 §2.9, §7 FAQs). Members read through `faq.list`. */
export const adminFaqEndpoints = {
  listTopics: endpoint({
    method: 'GET',
    path: '/adminpanel/faq/',
    access: 'admin',
    permission: 'faq',
    response: FaqTopicListSchema,
  }),
  createTopic: endpoint({
    method: 'POST',
    path: '/adminpanel/faq/',
    access: 'admin',
    permission: 'faq',
    body: FaqTopicCreateSchema,
    status: 201,
    response: FaqTopicActionSchema,
  }),
  searchTopics: endpoint({
    method: 'POST',
    path: '/adminpanel/faq/search/',
    access: 'admin',
    permission: 'faq',
    unaudited: 'a search sent as a body: it changes nothing',
    body: FaqTopicSearchSchema,
    response: FaqTopicListSchema,
  }),
  getTopic: endpoint({
    method: 'GET',
    path: '/adminpanel/faq/:id/',
    access: 'admin',
    permission: 'faq',
    params,
    response: FaqTopicSchema,
  }),
  renameTopic: endpoint({
    method: 'PATCH',
    path: '/adminpanel/faq/:id/',
    access: 'admin',
    permission: 'faq',
    params,
    body: FaqTopicRenameSchema,
    response: FaqTopicActionSchema,
  }),
  deleteTopic: endpoint({
    method: 'DELETE',
    path: '/adminpanel/faq/:id/',
    access: 'admin',
    permission: 'faq',
    params,
    response: ActionSchema,
  }),
  addSubtopics: endpoint({
    method: 'POST',
    path: '/adminpanel/faq/subtopics/',
    access: 'admin',
    permission: 'faq',
    body: FaqSubtopicsAddSchema,
    status: 201,
    response: FaqSubtopicsActionSchema,
  }),
  updateSubtopic: endpoint({
    method: 'PATCH',
    path: '/adminpanel/faq/subtopics/:id/',
    access: 'admin',
    permission: 'faq',
    params,
    body: FaqSubtopicPatchSchema,
    response: FaqTopicActionSchema,
  }),
  deleteSubtopic: endpoint({
    method: 'DELETE',
    path: '/adminpanel/faq/subtopics/:id/',
    access: 'admin',
    permission: 'faq',
    params,
    response: ActionSchema,
  }),
} as const;
