import { pageAddress } from "../lib/page-address";

/** The page the service worker answers with when there is no network and the address is not a saved page. */
export const offlinePage = "/offline.html";

/** The precached address of a page: "/chapters/" and "/chapters/index.html" are "/chapters". */
export const precachedPage = (url: URL): string => pageAddress(url.pathname);
