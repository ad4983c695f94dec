import type { Notification } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
  unread: ['notifications', 'unread'] as const,
};

export const getNotifications = (page: number) =>
  api.get<Page<Notification>>(`/notifier/notifications/?page=${page}`);
export const getUnreadCount = () =>
  api.get<{ unread_count: number }>('/notifier/notifications/unread-count/');
export const markRead = (ids?: number[]) =>
  api.post<{ msg: string; data: { unread_count: number } }>(
    '/notifier/notifications/read/',
    ids ? { ids } : {},
  );

export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.page(page),
    queryFn: () => getNotifications(page),
    placeholderData: keepPreviousData,
  });
export const unreadCountQuery = () =>
  queryOptions({ queryKey: notificationKeys.unread, queryFn: getUnreadCount, staleTime: 60_000 });

export const useNotifications = (page: number) => useQuery(notificationsQuery(page));
export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery(), enabled });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (res) => {
      client.setQueryData(notificationKeys.unread, { unread_count: res.data.unread_count });
      void client.invalidateQueries({ queryKey: ['notifications', 'page'] });
    },
  });
}
