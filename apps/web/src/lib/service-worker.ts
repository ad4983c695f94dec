import { sessionStore } from './session';

/**
 * The service worker (src/sw/sw.ts, built into /sw.js): offline copies of the app, grocery lists and their
 * recipes, recipes opened before or kept offline, and check-offs sent by Background Sync. The page keeps it told of the access
 * token (to send queued check-offs with) and of logout (to forget the member's data).
 */
const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

async function post(message: Record<string, unknown>) {
  if (!supported()) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  worker.postMessage(message);
  return true;
}

let started = false;

export function startServiceWorker(onSynced: () => void) {
  if (started || !supported()) return;
  started = true;
  void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  let token = sessionStore.get()?.access_token ?? null;
  if (token) void post({ type: 'token', token });
  sessionStore.subscribe(() => {
    const next = sessionStore.get()?.access_token ?? null;
    if (next === token) return;
    const loggedOut = token !== null && next === null;
    token = next;
    void post(loggedOut ? { type: 'logout' } : { type: 'token', token: next });
  });
  window.addEventListener('online', () => void post({ type: 'online' }));
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string })?.type === 'grocery-synced') onSynced();
  });
}

/** Whether a service worker controls this page (it keeps recipes offline). */
export const serviceWorkerReady = () =>
  supported() && typeof caches !== 'undefined' && Boolean(navigator.serviceWorker.controller);

/**
 * Sends a message to the active service worker and waits for its `{ ok }` answer; false when
 * there is no worker or it does not answer in time.
 */
export async function askServiceWorker(message: Record<string, unknown>, timeoutMs = 30_000) {
  if (!supported()) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), timeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(Boolean((event.data as { ok?: boolean })?.ok));
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Hands an offline check-off to the service worker, which sends it when the connection
 * returns (Background Sync), even if this page is closed by then.
 */
export async function queuePurchaseInServiceWorker(listId: number, itemId: number, purchased: boolean) {
  if (!supported() || !navigator.serviceWorker.controller) return false;
  const token = sessionStore.get()?.access_token ?? null;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 5000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage({ type: 'queue-purchase', listId, itemId, purchased, token }, [channel.port2]);
  });
}
