import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

const held: Promise<unknown>[] = [];
let loaded: Promise<void> | undefined;

/**
 * Makes `afterLoad` wait for `work` too (settled either way): the app holds it for the opened
 * page's code and first-screen data, so what waits for "after load" does not compete with them.
 */
export function holdLoad(work: Promise<unknown>) {
  held.push(work.catch(() => {}));
}

/**
 * How long the window's load event is waited for at most: a picture or frame that takes its
 * time (a busy server, a third party's embed) does not hold back what waits for the load.
 */
export const loadWaitMs = 5_000;

/**
 * Resolves once the page has loaded (its scripts, styles and preloaded picture; at most
 * `loadWaitMs` after it was first asked), the work held with `holdLoad` is done and the browser
 * has a moment to spare: the time to fetch what the first screen does not show.
 */
export function afterLoad(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, loadWaitMs);
  })
    .then(() => Promise.all(held))
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof requestIdleCallback === 'function')
            requestIdleCallback(() => resolve(), { timeout: 1000 });
          else setTimeout(resolve, 50);
        }),
    );
  return loaded;
}

/** Parts waiting to be shown after load, one per task (see `AfterLoad`). */
const turns: Array<() => void> = [];
let turning = false;

function nextTurn() {
  const show = turns.shift();
  if (!show) {
    turning = false;
    return;
  }
  show();
  setTimeout(nextTurn, 0);
}

/** Shows a part after load in a task of its own, after those queued before it. */
function takeTurn(show: () => void) {
  turns.push(show);
  if (turning) return;
  turning = true;
  setTimeout(nextTurn, 0);
}

/**
 * Renders its children (and so starts loading their code) only after the page has loaded, in a
 * transition: React draws them in short slices, leaving the page responsive meanwhile. Parts
 * waiting for the load are shown one per task (the header's search, the footer, the notices),
 * so no single task puts all of them on the page at once. `asked` shows them as soon as it
 * settles, if that comes first: a part asked for before the load (a notice to show, a dialog to
 * open) does not wait for it.
 */
export function AfterLoad({
  children,
  fallback = null,
  asked,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  asked?: Promise<unknown>;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoad().then(() => takeTurn(() => live && startTransition(() => setReady(true))));
    void asked?.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [asked]);
  return <>{ready ? children : fallback}</>;
}

/**
 * Renders its children once the page has loaded and their place is within a screen of the view
 * (the visitor scrolls toward it): sections further down a long page cost a phone nothing, no
 * code, data or rendering, until the visitor heads their way. Until then a thin marker holds
 * their place (the same on the server, which draws the marker alone).
 */
export function NearView({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = marker.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return near ? <AfterLoad>{children}</AfterLoad> : <div ref={marker} style={{ height: 1 }} />;
}
