import { redirectDocument } from "react-router";

/**
 * The HTML of each region of prerendered HTML read so far, by its id (`<Prerendered id>`): as text, or
 * as the element React kept through hydration, whose HTML is read only if the region is drawn again.
 */
const regions = new Map<string, string | Element>();

/** Each page's regions, read once from its prerendered document; by path. */
const pages = new Map<string, Promise<Map<string, string>>>();

const regionAttribute = "data-prerendered-id";

/** A page's title and description, as its prerendered document has them. */
export type PrerenderedHead = { title: string; description: string };

/** Each page's head, read with its regions; by path. */
const heads = new Map<string, PrerenderedHead>();

const headOf = (page: Document): PrerenderedHead => ({
  title: page.title,
  description:
    page.querySelector('meta[name="description"]')?.getAttribute("content") ??
    "",
});

/**
 * A page's title and description as prerendered, for the `meta` of a page whose content the browser's
 * bundle lacks: from its document as fetched on a client-side navigation, else from this document
 * while it is that page's (hydration); undefined if neither.
 */
export function prerenderedHead(path: string): PrerenderedHead | undefined {
  let head = heads.get(path);
  if (
    !head &&
    typeof document !== "undefined" &&
    window.location.pathname.replace(/(.)\/$/, "$1") === path
  ) {
    head = headOf(document);
    heads.set(path, head);
  }
  return head;
}

/** The HTML of a region: as read from its page, else as the document has it now; undefined if neither. */
export function regionHtml(id: string): string | undefined {
  const region =
    regions.get(id) ??
    (typeof document === "undefined"
      ? undefined
      : document.querySelector(`[${regionAttribute}="${id}"]`));
  const html = typeof region === "string" ? region : region?.innerHTML;
  if (html !== undefined) regions.set(id, html);
  return html;
}

/**
 * Keeps the element of a region that React hydrated, so that the region can be rendered again when React
 * mounts it anew: its HTML stays as prerendered (nothing inside it runs), and React leaves it whole when
 * it takes the element out. Reading that HTML at hydration would copy every page's content once more.
 */
export function keepRegion(id: string, element: Element) {
  regions.set(id, element);
}

/** Forgets every region read (for tests). */
export function forgetRegions() {
  regions.clear();
  pages.clear();
  heads.clear();
}

async function fetchRegions(path: string): Promise<Map<string, string>> {
  // Same origin; offline, the service worker answers from its copy of the page.
  const response = await fetch(path, { headers: { Accept: "text/html" } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const page = new DOMParser().parseFromString(
    await response.text(),
    "text/html",
  );
  heads.set(path, headOf(page));
  return new Map(
    [...page.querySelectorAll(`[${regionAttribute}]`)].map((element) => [
      element.getAttribute(regionAttribute) ?? "",
      element.innerHTML,
    ]),
  );
}

/**
 * Reads the regions of a page's prerendered document, once per page: a pointer resting on a link and
 * the navigation that follows share one request. A failed request is forgotten, to be tried again.
 */
export function prefetchRegions(path: string): Promise<Map<string, string>> {
  let found = pages.get(path);
  if (!found) {
    found = fetchRegions(path);
    pages.set(path, found);
    found.catch(() => pages.delete(path));
  }
  return found;
}

/**
 * The `clientLoader` of a page with regions of prerendered HTML: on a client-side navigation, its
 * regions come from its own prerendered document. Without it (offline, and the page never saved), the
 * browser loads the address as a document, and the service worker answers with its offline page.
 */
export async function loadRegions({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  try {
    for (const [id, html] of await prefetchRegions(pathname))
      regions.set(id, html);
  } catch {
    throw redirectDocument(pathname);
  }
  return null;
}

/**
 * The `clientLoader` of a page whose build-time loader gives the browser its data (an event's page, the
 * list of events): on a client-side navigation, that data from the page's prerendered `.data` file,
 * with its regions. Without either, the browser loads the address as a document, as `loadRegions` does.
 * `laterCode` is the code that draws a region of the page in the browser (a `lazyView`'s), loaded with
 * them so that the page is drawn at once; without it, that region shows the page's own HTML.
 */
export async function loadRegionsAndData<Data>(
  args: {
    request: Request;
    serverLoader: () => Promise<Data>;
  },
  laterCode?: () => Promise<unknown>,
): Promise<Data> {
  const { pathname } = new URL(args.request.url);
  const [data] = await Promise.all([
    args.serverLoader().catch(() => {
      throw redirectDocument(pathname);
    }),
    loadRegions(args),
    laterCode?.().catch(() => undefined),
  ]);
  return data;
}
