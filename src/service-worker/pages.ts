import { pageAddress } from "../lib/page-address";

/** The page the service worker answers with when there is no network and the address is not a saved page. */
export const offlinePage = "/offline.html";

/** The cache of the pages a visitor has opened, beyond those precached at install. */
export const visitedPages = "pages";

/** The precached address of a page: "/chapters/" and "/chapters/index.html" are "/chapters". */
export const precachedPage = (url: URL): string => pageAddress(url.pathname);

/**
 * Whether a request asks for a page of the site: a navigation, or a script's fetch of a page's HTML
 * (src/lib/prerendered-regions.ts reads a page's regions so on a client-side navigation).
 */
export const asksForPage = (request: Request, url: URL): boolean =>
  request.method === "GET" &&
  !url.pathname.startsWith("/assets/") &&
  (request.mode === "navigate" ||
    (request.destination === "" &&
      (request.headers.get("Accept") ?? "").includes("text/html")));
