/// <reference lib="webworker" />
/**
 * Grocery check-offs made offline, kept in IndexedDB and sent when the connection returns, even
 * if no Simmer page is open any more (decision 520). Not workbox-background-sync: that replays
 * the requests as recorded, while these are sent with the latest access token the page gave,
 * keep one entry per item (the newest wins) and leave a refused sign-in (401) to the page.
 */
declare const self: ServiceWorkerGlobalScope;

export const SYNC_TAG = 'grocery-purchases';
const DB_NAME = 'simmer-sw';

interface Purchase {
  itemId: number;
  purchased: boolean;
  listId: number;
  queuedAt: number;
}

function openDb() {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore('purchases', { keyPath: 'itemId' });
      req.result.createObjectStore('auth');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function tx<T>(
  store: string,
  mode: IDBTransactionMode,
  fn: (s: IDBObjectStore) => IDBRequest<T> | undefined,
) {
  const db = await openDb();
  return new Promise<T | undefined>((resolve, reject) => {
    const t = db.transaction(store, mode);
    const request = fn(t.objectStore(store));
    t.oncomplete = () => {
      db.close();
      resolve(request?.result);
    };
    t.onerror = () => {
      db.close();
      reject(t.error);
    };
  });
}

const putPurchase = (entry: Purchase) => tx('purchases', 'readwrite', (s) => s.put(entry));
const allPurchases = async () => (await tx<Purchase[]>('purchases', 'readonly', (s) => s.getAll())) ?? [];
export const setToken = (token: string) => tx('auth', 'readwrite', (s) => s.put(token, 'access'));
const getToken = () => tx<string>('auth', 'readonly', (s) => s.get('access'));

async function deletePurchase(entry: Purchase) {
  // Only if no newer change was queued for the item meanwhile.
  await tx('purchases', 'readwrite', (s) => {
    const req = s.get(entry.itemId) as IDBRequest<Purchase | undefined>;
    req.onsuccess = () => {
      if (req.result && req.result.queuedAt === entry.queuedAt) s.delete(entry.itemId);
    };
    return req;
  });
}

/** Queues a check-off and asks for a Background Sync where the browser has it. */
export async function queuePurchase(data: { itemId: number; purchased: boolean; listId: number }) {
  await putPurchase({
    itemId: data.itemId,
    purchased: data.purchased,
    listId: data.listId,
    queuedAt: Date.now(),
  });
  const sync = (
    self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
  ).sync;
  if (sync) await sync.register(SYNC_TAG).catch(() => undefined);
}

/** Forgets the queue and the token: nothing of a member stays on the device after logout. */
export const clearQueue = () =>
  Promise.all([tx('purchases', 'readwrite', (s) => s.clear()), tx('auth', 'readwrite', (s) => s.clear())]);

let replaying: Promise<void> | null = null;

/**
 * Sends every queued check-off. Throws when the network is still away, so the sync retries.
 * After sending, open pages are told and `onSent` runs (the cached lists are out of date).
 */
export function replayPurchases(onSent: () => Promise<void>) {
  replaying ??= (async () => {
    const entries = await allPurchases();
    if (!entries.length) return;
    const token = await getToken();
    let sent = 0;
    for (const entry of entries) {
      const res = await fetch(`/v1/grocery/items/${entry.itemId}/`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ purchased: entry.purchased }),
      });
      // An expired sign-in keeps the change for the page, which refreshes it and sends a new token.
      if (res.status === 401) return;
      if (res.status >= 500) throw new Error(`server ${res.status}`);
      await deletePurchase(entry);
      sent += 1;
    }
    if (sent) {
      const windows = await self.clients.matchAll({ type: 'window' });
      for (const w of windows) w.postMessage({ type: 'grocery-synced' });
      await onSent();
    }
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}
