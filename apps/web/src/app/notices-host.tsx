import { lazy, Suspense } from 'react';
import { AfterLoad } from '../lib/after-load';
import { optionalChunk } from '../lib/optional-chunk';

// The notices' container loads apart from the first screen's code. `notifications.show` puts a
// notice in the store of @mantine/notifications, which the container shows once it is in.
const Notifications = lazy(() =>
  optionalChunk(import('@mantine/notifications').then((m) => ({ default: m.Notifications }))),
);

// Settles at the visitor's first click or key press on the page: most notices answer one.
const interacted =
  typeof window === 'undefined'
    ? undefined
    : new Promise<void>((resolve) => {
        for (const type of ['pointerdown', 'keydown'])
          window.addEventListener(type, () => resolve(), { capture: true, once: true, passive: true });
      });

/**
 * Where notices show. Its code loads once the page has, or at the visitor's first click or key
 * press if that comes sooner: the notice answering a click made while the page is still loading
 * (a list created, a like that failed) is not held behind the page's last picture. (The store
 * is not imported here to watch for notices: that would bring the container into the first
 * load with it.)
 */
export function NoticesHost() {
  return (
    <AfterLoad asked={interacted}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
    </AfterLoad>
  );
}
