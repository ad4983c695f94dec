import { lazy, Suspense, useEffect } from 'react';
import { AfterLoad } from '../lib/after-load';
import { optionalChunk } from '../lib/optional-chunk';

// The window events `modals.*` of @mantine/modals sends (`modals.openConfirmModal` and the rest).
const events = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

// Until the host is in, the events are kept in order, to be sent again once it listens: a
// confirmation asked for early (a click while the page settles) still opens.
const early: CustomEvent[] = [];
let ask = () => {};
/** Settles when a dialog is first asked for before the host is in. */
const asked = new Promise<void>((resolve) => {
  ask = resolve;
});
const keep = (event: Event) => {
  early.push(event as CustomEvent);
  ask();
};
if (typeof window !== 'undefined') for (const name of events) window.addEventListener(name, keep);

const ModalsProvider = lazy(() =>
  optionalChunk(import('@mantine/modals').then((m) => ({ default: m.ModalsProvider }))),
);

/** Sends the kept events again; mounted with the host, after its listeners are in place. */
function Replay() {
  useEffect(() => {
    for (const name of events) window.removeEventListener(name, keep);
    for (const event of early.splice(0))
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, []);
  return null;
}

/**
 * The host of the confirmation dialogs (`modals.openConfirmModal`), loaded apart from the first
 * screen's code: the dialog, focus trap and scroll lock it brings are 20 KB the first paint
 * does not need. It loads once the page has, or at once when a dialog is asked for before that.
 * It needs no wrapping of the app, as the dialogs are opened by window events.
 */
export function ModalsHost() {
  return (
    <AfterLoad asked={asked}>
      <Suspense fallback={null}>
        <ModalsProvider />
        <Replay />
      </Suspense>
    </AfterLoad>
  );
}
