import type {
  Action,
  FaqSubtopicPatch,
  FaqSubtopicsAction,
  FaqSubtopicsAdd,
  FaqTopic,
  FaqTopicAction,
  FaqTopicCreate,
  FaqTopicList,
} from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const faqAdminKeys = {
  all: ['admin', 'faq'] as const,
  list: (search: string) => [...faqAdminKeys.all, 'list', search] as const,
  topic: (id: number) => [...faqAdminKeys.all, 'topic', id] as const,
};

/** Every topic (the table pages on the client), or those matching a search (spec 002 §7). */
export const getFaqTopics = async (search: string) =>
  (search
    ? await api.post<FaqTopicList>('/adminpanel/faq/search/', { faq_topic_search: search })
    : await api.get<FaqTopicList>('/adminpanel/faq/')
  ).data;

export const faqTopicsQuery = (search: string) =>
  queryOptions({ queryKey: faqAdminKeys.list(search), queryFn: () => getFaqTopics(search) });
export const useFaqTopics = (search: string) =>
  useQuery({ ...faqTopicsQuery(search), placeholderData: keepPreviousData });

export const faqTopicQuery = (id: number) =>
  queryOptions({
    queryKey: faqAdminKeys.topic(id),
    queryFn: () => api.get<FaqTopic>(`/adminpanel/faq/${id}/`),
    retry: false,
  });
export const useFaqTopic = (id: number | null) =>
  useQuery({ ...faqTopicQuery(id ?? 0), enabled: id !== null, staleTime: Number.POSITIVE_INFINITY });

export const createFaqTopic = (input: FaqTopicCreate) => api.post<FaqTopicAction>('/adminpanel/faq/', input);
export const renameFaqTopic = (id: number, topic: string) =>
  api.patch<FaqTopicAction>(`/adminpanel/faq/${id}/`, { topic });
export const deleteFaqTopic = (id: number) => api.delete<Action>(`/adminpanel/faq/${id}/`);
export const addFaqSubtopics = (input: FaqSubtopicsAdd) =>
  api.post<FaqSubtopicsAction>('/adminpanel/faq/subtopics/', input);
export const updateFaqSubtopic = (id: number, input: FaqSubtopicPatch) =>
  api.patch<FaqTopicAction>(`/adminpanel/faq/subtopics/${id}/`, input);
export const deleteFaqSubtopic = (id: number) => api.delete<Action>(`/adminpanel/faq/subtopics/${id}/`);
