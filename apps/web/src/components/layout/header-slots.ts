import type { ComponentType } from 'react';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { HeaderSearch } from '../../features/search/components/header-search';

/**
 * Components other features place in the header: the header search and the live
 * notification bell. Each feature's export is wired here in one line.
 */
export const headerSlots: { Search?: ComponentType; Bell?: ComponentType } = {
  Search: HeaderSearch,
  Bell: NotificationBell,
};
