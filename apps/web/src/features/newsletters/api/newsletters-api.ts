import { type BodyIn, endpoints, type MailPreferences } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.newsletters;
const m = endpoints.mailPreferences;

export const newsletterKeys = {
  all: ['admin', 'newsletters'] as const,
  list: (page: number) => [...newsletterKeys.all, 'list', page] as const,
  one: (id: number) => [...newsletterKeys.all, 'one', id] as const,
};

export const newslettersQuery = (page: number) =>
  queryOptions({ queryKey: newsletterKeys.list(page), queryFn: () => call(e.list, { query: { page } }) });
/** The list refreshes every two seconds while a newsletter is being sent (its progress). */
export const useNewsletters = (page: number) =>
  useQuery({
    ...newslettersQuery(page),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.results.some((n) => n.status === 'sending' || n.status === 'scheduled') ? 2000 : false,
  });
export const useNewsletter = (id: number | null) =>
  useQuery({
    queryKey: newsletterKeys.one(id ?? 0),
    queryFn: () => call(e.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.status === 'sending' || q.state.data?.status === 'scheduled' ? 2000 : false,
  });

export const createNewsletter = (body: BodyIn<typeof e.create>) => call(e.create, { body });
export const updateNewsletter = (id: number, body: BodyIn<typeof e.update>) =>
  call(e.update, { params: { id }, body });
export const deleteNewsletter = (id: number) => call(e.remove, { params: { id } });
export const sendTestNewsletter = (id: number) => call(e.sendTest, { params: { id } });
export const sendNewsletter = (id: number, scheduledAt: string | null) =>
  call(e.send, { params: { id }, body: { scheduled_at: scheduledAt } });
export const newsletterCards = (q: string) => call(e.cards, { query: { q } });

export const useArchive = (page: number) =>
  useQuery({
    queryKey: ['newsletters', 'archive', page],
    queryFn: () => call(e.archive, { query: { page } }),
    placeholderData: keepPreviousData,
  });
export const usePublishedNewsletter = (id: number) =>
  useQuery({
    queryKey: ['newsletters', 'one', id],
    queryFn: () => call(e.published, { params: { id } }),
    retry: false,
  });

export const confirmSubscription = (token: string) => call(endpoints.subscribe.confirm, { body: { token } });
export const unsubscribe = (token: string) =>
  call(m.unsubscribe, { query: { token }, body: 'List-Unsubscribe=One-Click' });
export const useMailPreferences = (token: string) =>
  useQuery({
    queryKey: ['mail-preferences', token],
    queryFn: () => call(m.get, { query: { token } }),
    retry: false,
  });
export const saveMailPreferences = (token: string, body: MailPreferences) =>
  call(m.save, { query: { token }, body });
