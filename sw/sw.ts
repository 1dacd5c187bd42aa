/// <reference lib="webworker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ASSETS_CACHE, CACHE_PREFIX, CONFIG_CACHE } from '../src/app/pwa/cacheNames';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** Paths the server answers itself; never the app shell, never cached here. */
const SERVER_PATHS = [/^\/api\//, /^\/client-api\//];

setCacheNameDetails({ prefix: CACHE_PREFIX, precache: 'precache', runtime: 'runtime' });

// The app shell: index.html, every script and style of this build (the translations too, in
// their parts per locale and module), icons and the manifest. vite-plugin-pwa puts the list
// (with revisions) here at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get the precached shell, online or offline, so the page always matches the
// scripts this worker holds. A new build arrives with a new worker, offered by a prompt.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }),
);

// Hashed files not precached (the password strength meter) are kept once fetched. Their names
// never change, so the cache is always right.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 90 })],
  }),
);

// The service base URLs: fresh when the server answers, the last copy when it does not. A
// gateway's 502/503/504 or a captive portal's page is no answer of the server: it neither
// replaces the copy kept nor reaches the page while a copy is there.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/runtime-config.json',
  new NetworkFirst({
    cacheName: CONFIG_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      {
        fetchDidSucceed: async ({ response }) => {
          const json = /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
          if (response.ok && json) return response;
          throw new Error(`runtime-config.json: no answer of the server (${response.status})`);
        },
      },
    ],
  }),
);

// API answers are never cached here: they are the user's data, kept (and wiped at sign-out)
// by the console's own IndexedDB persistence.

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  // The user accepted the new version (workbox-window's messageSkipWaiting).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first worker takes the open pages at once, so they work offline without a reload.
// Later workers wait for the user's go (SKIP_WAITING above).
clientsClaim();
