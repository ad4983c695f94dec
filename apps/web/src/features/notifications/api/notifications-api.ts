import { endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.notifications;

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
  unread: ['notifications', 'unread'] as const,
};

export const getNotifications = (page: number) => call(e.list, { query: { page } });
export const getUnreadCount = () => call(e.unreadCount);
export const markRead = (ids?: number[]) => call(e.markRead, { body: ids ? { ids } : {} });
/** The server's VAPID key for Web Push, or null when push is off. */
export const getPushKey = () => call(e.pushKey);

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
