// The service worker (docs/decisions/0014-offline-and-map.md), bundled and given its precache list by
// scripts/service-worker.mjs after the pages are built.
import { cacheNames, clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { offlinePage, precachedPage } from "./pages";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const images = "images";
const ownSite = (url: URL) =>
  url.origin === self.location.origin && !/^\/admin(\/|$)/.test(url.pathname);

// A new version takes over at once: pages come from the network, so nothing old is left on screen.
void self.skipWaiting();
clientsClaim();
enableNavigationPreload();

// Pages: from the network whenever there is one; without it, the copy saved at install, or the
// offline page for an address the site never had.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && ownSite(url),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ request }) =>
          (await matchPrecache(precachedPage(new URL(request.url)))) ??
          (await matchPrecache(offlinePage)),
      },
    ],
  }),
);

// The pages' code, stylesheet and font (fingerprinted) from the precache: a cache hit, no request.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Images as they are seen: at once from the cache, refreshed behind it.
registerRoute(
  ({ request, url }) => request.destination === "image" && ownSite(url),
  new StaleWhileRevalidate({ cacheName: images }),
);

// A new version starts with only its own precache: every other cache, an older version's, goes.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name !== cacheNames.precache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
