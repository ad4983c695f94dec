import { endpoints, type LivestreamEvent } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';
import { getViewers, liveKeys } from '../api/live-api';

/**
 * Follows one livestream over server-sent events: a new comment reloads the list, a status
 * change reloads the stream (a member's page shows the no-stream message when it ends).
 * EventSource cannot send headers, so the access token rides in the query; after a failure
 * an API call refreshes the session before the stream reopens.
 */
export function useLiveEvents(id: number | null | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!id || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    const open = () => {
      const token = sessionStore.get()?.access_token;
      if (!token || stopped) return;
      source = new EventSource(
        endpointUrl(endpoints.liveEvents.stream, { params: { id }, query: { access_token: token } }),
      );
      source.addEventListener('comment', () => {
        failures = 0;
        void client.invalidateQueries({ queryKey: liveKeys.comments(id) });
      });
      source.addEventListener('status', (e) => {
        failures = 0;
        const event = JSON.parse((e as MessageEvent<string>).data) as LivestreamEvent;
        if (event.type !== 'status') return;
        void client.invalidateQueries({ queryKey: liveKeys.current });
        void client.invalidateQueries({ queryKey: liveKeys.adminCurrent });
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        failures += 1;
        retry = setTimeout(
          () => {
            getViewers(id)
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
  }, [id, client]);
}
