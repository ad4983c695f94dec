/*
 * Simmer service worker.
 * - Web Push: shows notifications and opens their page on click.
 * - Offline: the app shell and its assets, grocery lists and the recipes on them are kept
 *   from the last time they loaded, and served when the network is gone.
 * - Background Sync: grocery check-offs made offline are queued here (IndexedDB) and sent
 *   when the connection returns, even if no Simmer page is open any more.
 */
const SHELL = 'simmer-shell-v1';
const API = 'simmer-api-v1';
const SYNC_TAG = 'grocery-purchases';
const DB_NAME = 'simmer-sw';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((c) => c.addAll(['/', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png']))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('simmer-') && k !== SHELL && k !== API)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim())
      // Browsers without Background Sync (or a sync that never fired) get another try here.
      .then(() => replayPurchases().catch(() => undefined)),
  );
});

/* ---------- offline reading ---------- */

// API reads kept for offline use: the site's settings (every page needs them), a member's
// grocery lists and the recipes on them.
const cachedApi = [
  /^\/v1\/site-config\/$/,
  /^\/v1\/grocery\/lists\/(\?.*)?$/,
  /^\/v1\/grocery\/lists\/\d+\/$/,
  /^\/v1\/grocery\/lists\/\d+\/recipes\/$/,
];

async function networkFirst(request, cacheName, fallbackUrl) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(cacheName).then((c) => c.put(fallbackUrl || request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(fallbackUrl || request, { ignoreVary: true, cacheName });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(SHELL).then((c) => c.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    // Every page is the same app shell; the last one loaded answers when offline.
    event.respondWith(networkFirst(request, SHELL, '/'));
    return;
  }
  // Built assets carry a content hash; the icons and manifest sit at the root.
  if (url.pathname.startsWith('/assets/') || /^\/[^/]+\.(png|svg|webmanifest)$/.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (cachedApi.some((re) => re.test(url.pathname + url.search))) {
    event.respondWith(networkFirst(request, API));
  }
});

/* ---------- check-offs queued for Background Sync ---------- */

function openDb() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore('purchases', { keyPath: 'itemId' });
      req.result.createObjectStore('auth');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function tx(store, mode, fn) {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const t = db.transaction(store, mode);
    const result = fn(t.objectStore(store));
    t.oncomplete = () => {
      db.close();
      resolve(result && 'result' in result ? result.result : undefined);
    };
    t.onerror = () => {
      db.close();
      reject(t.error);
    };
  });
}

const putPurchase = (entry) => tx('purchases', 'readwrite', (s) => s.put(entry));
const allPurchases = () => tx('purchases', 'readonly', (s) => s.getAll());
const setToken = (token) => tx('auth', 'readwrite', (s) => s.put(token, 'access'));
const getToken = () => tx('auth', 'readonly', (s) => s.get('access'));

async function deletePurchase(entry) {
  // Only if no newer change was queued for the item meanwhile.
  await tx('purchases', 'readwrite', (s) => {
    const req = s.get(entry.itemId);
    req.onsuccess = () => {
      if (req.result && req.result.queuedAt === entry.queuedAt) s.delete(entry.itemId);
    };
    return req;
  });
}

let replaying = null;

/** Sends every queued check-off. Throws when the network is still away, so the sync retries. */
function replayPurchases() {
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
      // The cached copies of the lists are out of date now.
      const cache = await caches.open(API);
      for (const key of await cache.keys()) await cache.delete(key);
    }
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}

// Where the worker is still awake when the connection returns.
self.addEventListener('online', () => {
  replayPurchases().catch(() => undefined);
});

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(replayPurchases());
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'queue-purchase') {
    event.waitUntil(
      (async () => {
        if (data.token) await setToken(data.token);
        await putPurchase({
          itemId: data.itemId,
          purchased: data.purchased,
          listId: data.listId,
          queuedAt: Date.now(),
        });
        if (self.registration.sync) await self.registration.sync.register(SYNC_TAG).catch(() => undefined);
        event.ports[0]?.postMessage({ queued: true });
      })(),
    );
  } else if (data.type === 'token') {
    event.waitUntil(setToken(data.token).then(() => replayPurchases().catch(() => undefined)));
  } else if (data.type === 'online') {
    event.waitUntil(replayPurchases().catch(() => undefined));
  } else if (data.type === 'logout') {
    // Nothing of a member stays on the device after logout.
    event.waitUntil(
      Promise.all([
        caches.delete(API),
        tx('purchases', 'readwrite', (s) => s.clear()),
        tx('auth', 'readwrite', (s) => s.clear()),
      ]),
    );
  }
});

/* ---------- Web Push ---------- */

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Simmer';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: '/icon-192.png',
      data: { url: data.url || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url.startsWith(self.location.origin) && 'focus' in client) {
          client.navigate(target);
          return client.focus();
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
