/// <reference lib="webworker" />
/**
 * Simmer's service worker, built by vite-plugin-pwa with Workbox into dist/sw.js (decision 761).
 * - Offline: the app shell and its assets, grocery lists and the recipes on them are kept from
 *   the last time they loaded, and served when the network is gone. Recipe pages opened before
 *   (their answer and pictures) come from a cache of recent ones; recipes a member keeps offline
 *   sit in a cache of their own until removed or the member signs out (decision 900).
 * - Background Sync: grocery check-offs made offline are sent when the connection returns
 *   (purchase-queue.ts).
 * - Web Push: shows notifications and opens their page on click.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { clearQueue, queuePurchase, replayPurchases, SYNC_TAG, setToken } from './purchase-queue';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The names of the hand-written worker's caches, kept so an update keeps what a device holds.
const SHELL = 'simmer-shell-v1';
const API = 'simmer-api-v1';
// Recipes opened before (their API answers and pictures), the most recent ones.
const RECENT = 'simmer-recipes-v1';
// Recipes a member chose to keep offline: their API answers and pictures, until removed.
const KEPT = 'simmer-kept-v1';
/** Every cache that holds something of the signed-in member. */
const memberCaches = [API, RECENT, KEPT];

// The web manifest and the icons it names first, by revision (vite.config.ts lists them).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.skipWaiting();
clientsClaim();

/* ---------- offline reading ---------- */

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// Every page is the same app shell: each page loaded is kept as `/`, and the last one answers
// any page when offline.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  new NetworkFirst({
    cacheName: SHELL,
    matchOptions: { ignoreVary: true },
    plugins: [okOnly, { cacheKeyWillBeUsed: async () => '/' }],
  }),
);

// Built assets carry a content hash; the icons and manifest sit at the root.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    (url.pathname.startsWith('/assets/') || /^\/[^/]+\.(png|svg|webmanifest)$/.test(url.pathname)),
  new CacheFirst({ cacheName: SHELL, plugins: [okOnly] }),
);

// API reads kept for offline use: the site's settings (every page needs them), a member's
// grocery lists and the recipes on them.
const cachedApi = [
  /^\/v1\/site-config\/$/,
  /^\/v1\/grocery\/lists\/(\?.*)?$/,
  /^\/v1\/grocery\/lists\/\d+\/$/,
  /^\/v1\/grocery\/lists\/\d+\/recipes\/$/,
];
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && cachedApi.some((re) => re.test(url.pathname + url.search)),
  new NetworkFirst({ cacheName: API, matchOptions: { ignoreVary: true }, plugins: [okOnly] }),
);

/* ---------- recipes: opened before, and kept offline ---------- */

const recipeApi = /^\/v1\/admin\/user\/youtube-recipe\/\d+\/$/;
const isRecipeApi = (url: URL) => url.origin === self.location.origin && recipeApi.test(url.pathname);
// Pictures of other sites come back opaque (status 0) to an <img>; they are kept all the same.
const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });
const matchOptions = { ignoreVary: true };

const recent = (maxEntries: number) =>
  new NetworkFirst({
    cacheName: RECENT,
    matchOptions,
    plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true })],
  });
const recentRecipes = recent(60);
const recentPictures = recent(120);
// A kept recipe's answer is refreshed whenever it loads online; its pictures do not change.
const keptRecipes = new NetworkFirst({ cacheName: KEPT, matchOptions, plugins: [okOnly] });
const keptPictures = new CacheFirst({ cacheName: KEPT, matchOptions, plugins: [okOrOpaque] });

const isKept = async (request: Request) =>
  Boolean(await caches.match(request, { ...matchOptions, cacheName: KEPT }));

registerRoute(
  ({ url }) => isRecipeApi(url),
  async (options: RouteHandlerCallbackOptions) =>
    ((await isKept(options.request as Request)) ? keptRecipes : recentRecipes).handle(options),
);

// Pictures (the recipes' among them; the app's own icons and assets are routed above).
registerRoute(
  ({ request }) => request.destination === 'image',
  async (options: RouteHandlerCallbackOptions) =>
    ((await isKept(options.request as Request)) ? keptPictures : recentPictures).handle(options),
);

/** Keeps one recipe offline: its answer (as the member sees it, with their token) and its pictures. */
async function keepRecipe(event: ExtendableEvent, data: { url: string; images: string[]; token?: string }) {
  const url = new URL(data.url, self.location.origin);
  if (!isRecipeApi(url)) throw new Error('not a recipe');
  const headers: HeadersInit = data.token ? { authorization: `Bearer ${data.token}` } : {};
  // handleAll: done once the copy is written, not only once the answer has come.
  const [answer, written] = keptRecipes.handleAll({ event, request: new Request(url.href, { headers }) });
  if (!(await answer).ok) throw new Error('not kept');
  await written;
  await Promise.all(
    data.images.map(async (src) => {
      const picture = new URL(src, self.location.origin);
      const mode: RequestMode = picture.origin === self.location.origin ? 'same-origin' : 'no-cors';
      const [, done] = keptPictures.handleAll({ event, request: new Request(picture.href, { mode }) });
      await done;
    }),
  );
}

async function dropRecipe(data: { url: string; images: string[] }) {
  const cache = await caches.open(KEPT);
  await Promise.all(
    [data.url, ...data.images].map((u) => cache.delete(new URL(u, self.location.origin).href, matchOptions)),
  );
}

self.addEventListener('install', (event) => {
  // The shell answers offline from the first visit on, before any page was loaded through it.
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add('/'))
      .catch(() => undefined),
  );
});

/* ---------- check-offs queued for Background Sync ---------- */

/** The cached copies of the lists are out of date once queued check-offs are sent. */
const replay = () => replayPurchases(() => caches.delete(API).then(() => undefined));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('simmer-') && k !== SHELL && !memberCaches.includes(k))
            .map((k) => caches.delete(k)),
        ),
      )
      // Browsers without Background Sync (or a sync that never fired) get another try here.
      .then(() => replay().catch(() => undefined)),
  );
});

// Where the worker is still awake when the connection returns.
self.addEventListener('online', () => {
  replay().catch(() => undefined);
});

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === SYNC_TAG) sync.waitUntil(replay());
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'queue-purchase') {
    event.waitUntil(
      (async () => {
        if (data.token) await setToken(data.token);
        await queuePurchase(data);
        event.ports[0]?.postMessage({ queued: true });
      })(),
    );
  } else if (data.type === 'token') {
    event.waitUntil(setToken(data.token).then(() => replay().catch(() => undefined)));
  } else if (data.type === 'online') {
    event.waitUntil(replay().catch(() => undefined));
  } else if (data.type === 'keep-recipe' || data.type === 'drop-recipe') {
    const reply = (ok: boolean) => event.ports[0]?.postMessage({ ok });
    event.waitUntil(
      (data.type === 'keep-recipe' ? keepRecipe(event, data) : dropRecipe(data)).then(
        () => reply(true),
        () => reply(false),
      ),
    );
  } else if (data.type === 'logout') {
    // Nothing of a member stays on the device after logout: lists, recipes opened or kept.
    event.waitUntil(Promise.all([...memberCaches.map((c) => caches.delete(c)), clearQueue()]));
  }
});

/* ---------- Web Push ---------- */

self.addEventListener('push', (event) => {
  let data: { title?: string; body?: string; url?: string } = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Simmer', {
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
