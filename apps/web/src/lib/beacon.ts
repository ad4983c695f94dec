import { type BeaconEvent, endpoints, retentionBuckets } from '@simmer/contracts';

/**
 * Audience counting (decision 910): events wait here and leave in one batch every few seconds,
 * and when the page is hidden, through `navigator.sendBeacon` (it never delays a page or a
 * navigation). No cookie and no id: the server counts a visitor by a number that changes daily.
 */
const queue: BeaconEvent[] = [];
const url = `/v1${endpoints.analytics.beacon.path}`;
const maxBatch = 50;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

export function flushBeacon() {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, maxBatch) });
    // A string body goes as text/plain: no preflight, and the server reads it as JSON.
    navigator.sendBeacon(url, body);
  }
}

export function track(event: BeaconEvent) {
  // Without sendBeacon (no browser in use lacks it; test environments do) nothing is counted.
  if (typeof window === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  queue.push(event);
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushBeacon();
    });
    window.addEventListener('pagehide', flushBeacon);
  }
  if (queue.length >= maxBatch) flushBeacon();
  else if (!timer) timer = setTimeout(flushBeacon, 5_000);
}

/** A page view, with where the visit came from on the first page of it. */
export function trackPageView(path: string, content?: Pick<BeaconEvent, 'content_type' | 'content_id'>) {
  const first = !trackPageView.seen;
  trackPageView.seen = true;
  const params = new URLSearchParams(window.location.search);
  const tag = (k: string) => params.get(k)?.slice(0, 200) || undefined;
  track({
    kind: 'page_view',
    path: path.slice(0, 300),
    ...content,
    ...(first && document.referrer ? { referrer: document.referrer.slice(0, 500) } : {}),
    ...(tag('utm_source') || tag('utm_medium') || tag('utm_campaign')
      ? { utm_source: tag('utm_source'), utm_medium: tag('utm_medium'), utm_campaign: tag('utm_campaign') }
      : {}),
  });
}
trackPageView.seen = false;

/**
 * Watches one play of a video: its start, each twentieth reached (the retention curve) and the
 * seconds actually played, reported at most every 10 s of play. Returns the listener removal.
 */
export function watchVideo(
  video: HTMLVideoElement,
  content: { content_type: 'video' | 'episode'; content_id: number },
) {
  const ref = { content_type: content.content_type, content_id: content.content_id } as const;
  const reached = new Set<number>();
  let started = false;
  let last: number | null = null;
  let unsent = 0;
  const sendWatch = () => {
    const seconds = Math.floor(unsent);
    if (seconds > 0) {
      track({ kind: 'watch_time', ...ref, value: Math.min(600, seconds) });
      unsent -= seconds;
    }
  };
  const onPlay = () => {
    if (!started) {
      started = true;
      track({ kind: 'video_start', ...ref });
    }
    last = video.currentTime;
  };
  const onTime = () => {
    const now = video.currentTime;
    // Only time played counts: a seek forward is not watch time, nor parts skipped over.
    if (last !== null && !video.paused && now > last && now - last < 2) {
      unsent += now - last;
      if (video.duration > 0) {
        const part = Math.min(retentionBuckets - 1, Math.floor((now / video.duration) * retentionBuckets));
        for (let p = Math.floor((last / video.duration) * retentionBuckets); p <= part; p++) {
          if (!reached.has(p)) {
            reached.add(p);
            track({ kind: 'video_progress', ...ref, value: p });
          }
        }
      }
      if (unsent >= 10) sendWatch();
    }
    last = now;
  };
  const onStop = () => {
    sendWatch();
    last = null;
  };
  const onSeeked = () => {
    last = video.currentTime;
  };
  video.addEventListener('play', onPlay);
  video.addEventListener('timeupdate', onTime);
  video.addEventListener('pause', onStop);
  video.addEventListener('ended', onStop);
  video.addEventListener('seeked', onSeeked);
  return () => {
    onStop();
    flushBeacon();
    video.removeEventListener('play', onPlay);
    video.removeEventListener('timeupdate', onTime);
    video.removeEventListener('pause', onStop);
    video.removeEventListener('ended', onStop);
    video.removeEventListener('seeked', onSeeked);
  };
}
