import type { BodyIn } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.adminFaq;

export const faqAdminKeys = {
  all: ['admin', 'faq'] as const,
  list: (search: string) => [...faqAdminKeys.all, 'list', search] as const,
  topic: (id: number) => [...faqAdminKeys.all, 'topic', id] as const,
};

/** Every topic (the table pages on the client), or those matching a search (spec 002 §7). */
export const getFaqTopics = async (search: string) =>
  (search ? await call(e.searchTopics, { body: { faq_topic_search: search } }) : await call(e.listTopics))
    .data;

export const faqTopicsQuery = (search: string) =>
  queryOptions({ queryKey: faqAdminKeys.list(search), queryFn: () => getFaqTopics(search) });
export const useFaqTopics = (search: string) =>
  useQuery({ ...faqTopicsQuery(search), placeholderData: keepPreviousData });

export const faqTopicQuery = (id: number) =>
  queryOptions({
    queryKey: faqAdminKeys.topic(id),
    queryFn: () => call(e.getTopic, { params: { id } }),
    retry: false,
  });
export const useFaqTopic = (id: number | null) =>
  useQuery({ ...faqTopicQuery(id ?? 0), enabled: id !== null, staleTime: Number.POSITIVE_INFINITY });

export const createFaqTopic = (body: BodyIn<typeof e.createTopic>) => call(e.createTopic, { body });
export const renameFaqTopic = (id: number, topic: string) =>
  call(e.renameTopic, { params: { id }, body: { topic } });
export const deleteFaqTopic = (id: number) => call(e.deleteTopic, { params: { id } });
export const addFaqSubtopics = (body: BodyIn<typeof e.addSubtopics>) => call(e.addSubtopics, { body });
export const updateFaqSubtopic = (id: number, body: BodyIn<typeof e.updateSubtopic>) =>
  call(e.updateSubtopic, { params: { id }, body });
export const deleteFaqSubtopic = (id: number) => call(e.deleteSubtopic, { params: { id } });
