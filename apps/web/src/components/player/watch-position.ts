import { endpoints, resumeFromSeconds, type WatchKind, type WatchProgress } from '@simmer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { call } from '../../lib/api';

const w = endpoints.watching;
/** How often a playing video reports its position (and on pause, end and page leave). */
export const reportEverySeconds = 10;

export const watchKeys = {
  all: ['watching'] as const,
  marks: ['watching', 'marks'] as const,
  progress: (kind: WatchKind, id: number) => ['watching', kind, id] as const,
  rows: ['watching', 'member-rows'] as const,
};

/** The caller's saved position in an item (members only). */
export function useWatchProgress(item: { kind: WatchKind; id: number } | undefined, enabled: boolean) {
  return useQuery({
    queryKey: watchKeys.progress(item?.kind ?? 'video', item?.id ?? 0),
    queryFn: () => call(w.getProgress, { params: { kind: item!.kind, id: item!.id } }),
    enabled: enabled && Boolean(item),
    staleTime: 0,
  });
}

/** A position worth offering to resume from: started, not at the very end. */
export function resumablePosition(p: WatchProgress | undefined): number | null {
  if (!p || p.position_seconds < resumeFromSeconds) return null;
  if (p.duration_seconds && p.position_seconds >= p.duration_seconds - resumeFromSeconds) return null;
  return p.position_seconds;
}

/**
 * Reports where the member is in the video: every few seconds while it plays, when it pauses
 * or ends, and when the page is hidden or left (a keepalive request outlives the page). A
 * report is one small upsert on the server; the same position is not sent twice.
 */
export function useReportPosition(
  videoRef: RefObject<HTMLVideoElement | null>,
  item: { kind: WatchKind; id: number } | undefined,
  enabled: boolean,
) {
  const client = useQueryClient();
  const lastSent = useRef<number | null>(null);
  // Primitive keys: a new `item` object on every render must not restart (and report) anything.
  const kind = item?.kind;
  const id = item?.id;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !kind || !id || !enabled) return;
    lastSent.current = null;
    const send = (keepalive = false) => {
      const position = Math.floor(video.currentTime);
      if (!Number.isFinite(position) || position === lastSent.current) return;
      // Nothing to remember before the first seconds (a page opened and left at once).
      if (position < resumeFromSeconds && lastSent.current === null) return;
      lastSent.current = position;
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null;
      call(w.saveProgress, {
        params: { kind, id },
        body: { position_seconds: position, duration_seconds: duration },
        keepalive,
      })
        .then((saved) => {
          client.setQueryData(watchKeys.progress(kind, id), saved);
          void client.invalidateQueries({ queryKey: watchKeys.marks });
          void client.invalidateQueries({ queryKey: watchKeys.rows });
        })
        .catch(() => {
          // A lost report is replaced by the next one; the player is never interrupted for it.
          lastSent.current = null;
        });
    };
    const timer = window.setInterval(() => {
      if (!video.paused) send();
    }, reportEverySeconds * 1000);
    const onPause = () => send();
    const onHide = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    const onLeave = () => send(true);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      // Leaving the item inside the app (another page, the next episode).
      send(true);
    };
  }, [videoRef, kind, id, enabled, client]);
}
