import { endpoints, type LiveEvent } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from '../../../lib/api';
import { sessionStore, useSession } from '../../../lib/session';
import { getUnreadCount, notificationKeys } from '../api/notifications-api';

/**
 * Keeps the unread count live through GET /v1/events (server-sent events). EventSource
 * cannot send headers, so the access token rides in the query. When the stream fails
 * (expired token, server restart) a normal API call refreshes the session and the stream
 * reopens with the new token.
 */
export function useLiveNotifications() {
  const client = useQueryClient();
  const { session } = useSession();
  const signedIn = Boolean(session);
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    const open = () => {
      const token = sessionStore.get()?.access_token;
      if (!token || stopped) return;
      source = new EventSource(
        endpointUrl(endpoints.notificationEvents.stream, { query: { access_token: token } }),
      );
      source.addEventListener('unread', (e) => {
        failures = 0;
        const event = JSON.parse((e as MessageEvent<string>).data) as LiveEvent;
        const before = client.getQueryData<{ unread_count: number }>(notificationKeys.unread)?.unread_count;
        client.setQueryData(notificationKeys.unread, { unread_count: event.unread_count });
        if (before !== undefined && before !== event.unread_count) {
          void client.invalidateQueries({ queryKey: ['notifications', 'page'] });
        }
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
        source = null;
        failures += 1;
        // This call refreshes an expired access token (or ends a dead session) before reopening.
        retry = setTimeout(
          () => {
            getUnreadCount()
              .catch(() => undefined)
              .finally(open);
          },
          Math.min(30_000, 1000 * 2 ** failures),
        );
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [signedIn, client]);
}
