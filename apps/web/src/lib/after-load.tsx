import { type ReactNode, startTransition, useEffect, useState } from 'react';

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
 * Resolves once the page has loaded (its scripts, styles and preloaded picture), the work held
 * with `holdLoad` is done and the browser has a moment to spare: the time to fetch what the
 * first screen does not show.
 */
export function afterLoad(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
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

/**
 * Renders its children (and so starts loading their code) only after the page has loaded, in a
 * transition: React draws them in short slices, leaving the page responsive meanwhile.
 */
export function AfterLoad({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoad().then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, []);
  return <>{ready ? children : fallback}</>;
}
