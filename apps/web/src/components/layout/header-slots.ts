import { type ComponentType, lazy } from 'react';
import { optionalChunk } from '../../lib/optional-chunk';

/**
 * Components other features place in the header: the header search and the live
 * notification bell. Each feature's export is wired here in one line.
 */
export const headerSlots: { Search?: ComponentType; Bell?: ComponentType; Cart?: ComponentType } = {
  // Loaded after the first paint, so a visitor's first page does not wait for them.
  Search: lazy(() =>
    optionalChunk(
      import('../../features/search/components/header-search').then((m) => ({ default: m.HeaderSearch })),
    ),
  ),
  Bell: lazy(() =>
    optionalChunk(
      import('../../features/notifications/components/notification-bell').then((m) => ({
        default: m.NotificationBell,
      })),
    ),
  ),
  Cart: lazy(() =>
    optionalChunk(
      import('../../features/store/components/header-cart').then((m) => ({ default: m.HeaderCart })),
    ),
  ),
};
