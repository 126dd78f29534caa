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
import {
  CacheFirst,
  NetworkFirst,
  StaleWhileRevalidate,
} from "workbox-strategies";
import { asksForPage, offlinePage, precachedPage, visitedPages } from "./pages";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const images = "images";
const code = "code";
// Filled in by scripts/service-worker.mjs: named once.
const manifest = self.__WB_MANIFEST;

/** A photo's hash, which its every size shares ("/assets/media/<hash>-<width>.<format>"). */
const photoHash = (pathname: string) =>
  /^\/assets\/media\/(\w+)-\d+\.\w+$/.exec(pathname)?.[1];

/** The precached file of each photo of the menu's pages (its smallest WebP), by its hash. */
const precachedPhotos = new Map(
  manifest.flatMap((entry) => {
    const url = typeof entry === "string" ? entry : entry.url;
    const hash = photoHash(url);
    return hash ? [[hash, url] as const] : [];
  }),
);
const ownSite = (url: URL) =>
  url.origin === self.location.origin && !/^\/admin(\/|$)/.test(url.pathname);
const isPage = (response: Response) =>
  response.status === 200 &&
  (response.headers.get("Content-Type") ?? "").includes("text/html");

// A new version takes over at once: pages come from the network, so nothing old is left on screen.
void self.skipWaiting();
clientsClaim();
enableNavigationPreload();

// Pages: from the network whenever there is one, each kept as it is seen (one copy per page, whatever
// its address's form); without a network, that copy, else the one saved at install (the pages of the
// menu), else the offline page for a navigation. A script's fetch of a page's HTML (its regions) is
// answered the same way, but fails rather than get the offline page, which has no regions.
registerRoute(
  ({ request, url }) => ownSite(url) && asksForPage(request, url),
  new NetworkFirst({
    cacheName: visitedPages,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) =>
          precachedPage(new URL(request.url)),
        cacheWillUpdate: async ({ response }) =>
          isPage(response) ? response : null,
        handlerDidError: async ({ request }) =>
          (await matchPrecache(precachedPage(new URL(request.url)))) ??
          (request.mode === "navigate"
            ? await matchPrecache(offlinePage)
            : undefined),
      },
    ],
  }),
);

// The code the menu's pages run, the stylesheet and font (fingerprinted) from the precache: a cache
// hit, no request.
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Another page's code (fingerprinted, so never stale) as it is seen: from the cache once kept.
registerRoute(
  ({ request, url }) =>
    ownSite(url) &&
    url.pathname.startsWith("/assets/") &&
    ["script", "style", "font"].includes(request.destination),
  new CacheFirst({ cacheName: code }),
);

// Images as they are seen: at once from the cache, refreshed behind it. Offline, a photo not seen at
// the size asked for is answered with the one precached, if it is of the menu's pages.
registerRoute(
  ({ request, url }) => request.destination === "image" && ownSite(url),
  new StaleWhileRevalidate({
    cacheName: images,
    plugins: [
      {
        handlerDidError: async ({ request }) => {
          const hash = photoHash(new URL(request.url).pathname);
          const precached = hash && precachedPhotos.get(hash);
          return precached ? matchPrecache(precached) : undefined;
        },
      },
    ],
  }),
);

/**
 * The pages open when the worker takes over, which loaded before it (the first page of a visit): kept
 * as if seen through it, unless precached. Their HTML is in the browser's cache, to be revalidated.
 */
async function keepOpenPages() {
  const cache = await caches.open(visitedPages);
  const windows = await self.clients.matchAll({
    type: "window",
    includeUncontrolled: true,
  });
  const open = windows
    .map((client) => new URL(client.url))
    .filter(ownSite)
    .map(precachedPage);
  for (const address of new Set(open)) {
    if (await matchPrecache(address)) continue;
    try {
      const response = await fetch(address, {
        headers: { Accept: "text/html" },
      });
      if (isPage(response)) await cache.put(address, response);
    } catch {
      // No network: the page is kept when it is next seen.
    }
  }
}

/**
 * The pictures and scripts a page loaded before the worker took over, which it names once the worker
 * controls it (src/lib/register-service-worker.ts): kept as if seen through the worker, from the
 * browser's cache, so that the page shows them and runs offline.
 */
async function keepLoaded(addresses: unknown) {
  if (!Array.isArray(addresses)) return;
  const own = addresses
    .filter((address): address is string => typeof address === "string")
    .map((address) => new URL(address, self.location.origin))
    .filter((url) => ownSite(url) && url.pathname.startsWith("/assets/"));
  for (const url of own) {
    const cacheName = /^\/assets\/(media|flags)\//.test(url.pathname)
      ? images
      : url.pathname.endsWith(".js")
        ? code
        : undefined;
    const cache = cacheName && (await caches.open(cacheName));
    if (!cache || (await cache.match(url.pathname))) continue;
    await cache.add(url.pathname).catch(() => undefined);
  }
}

let activated = () => {};
const activation = new Promise<void>((resolve) => (activated = resolve));

// A new version starts with only its own precache: every other cache, an older version's, goes. Then
// the pages open now are kept.
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
      )
      .then(keepOpenPages)
      .then(activated),
  );
});

// What a page loaded before the worker controlled it: kept once the caches are cleared for this version.
self.addEventListener("message", (event) => {
  const data = event.data as { loaded?: unknown } | null;
  if (!data?.loaded) return;
  event.waitUntil(
    (self.registration.active?.state === "activated"
      ? Promise.resolve()
      : activation
    ).then(() => keepLoaded(data.loaded)),
  );
});
