// @module-tag content
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precachedPage } from "../../src/service-worker/pages";
import {
  clientDir,
  fileForPath,
  hydratedFiles,
  offlineFile,
  readBuilt,
} from "./build-output";

/** What a first visit may download in the background for the worker, in KB (gzip level 9, headers included). */
const precacheBudget = (
  JSON.parse(readFileSync("budgets.json", "utf8")) as {
    serviceWorker: { total: number };
  }
).serviceWorker.total;

type Precache = { url: string; revision: string | null }[];
const worker = readBuilt("sw.js");
const manifestJson = worker.match(/\[\{"revision":[^\]]*\]/)?.[0] ?? "[]";
const manifest = JSON.parse(manifestJson) as Precache;
const urls = manifest.map((entry) => entry.url);
const gzippedSizes = new Map<string, number>();
/** A file's gzipped bytes, once per file: the checks weigh each for every page. */
function gzipped(file: string): number {
  const size =
    gzippedSizes.get(file) ??
    gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  gzippedSizes.set(file, size);
  return size;
}

const headers = readBuilt("_headers");
const ruleOf = (path: string) =>
  headers.match(
    new RegExp(`^${path.replace(/[*.]/g, "\\$&")}\n((?: {2}.+\n?)+)`, "m"),
  )?.[1] ?? "";
// Each response also carries headers: the site's own for every address, and a page's policy and caching.
const headerBytes = ruleOf("/*").length + ruleOf("/").length;

/** The files a page loads to render: the code, stylesheet, icons and fonts its HTML and stylesheets name. */
function pageAssets(file: string): string[] {
  const html = readBuilt(file);
  // Addresses in attributes: scripts, stylesheets, and each island's component and renderer.
  const linked = [...html.matchAll(/"(\/assets\/[^"#]+)/g)].map(
    (match) => match[1] ?? "",
  );
  const fonts = linked
    .filter((url) => url.endsWith(".css"))
    .flatMap((css) =>
      [...readBuilt(css.slice(1)).matchAll(/url\((\/assets\/[^)]+)\)/g)].map(
        (match) => match[1] ?? "",
      ),
    );
  // Pictures, photos and drawings alike, are kept as they are seen, rather than precached.
  return [...new Set([...linked, ...fonts])].filter((url) =>
    /^\/assets\/[^/]+\.(js|css|woff2|svg)$/.test(url),
  );
}
const pages = hydratedFiles.filter((file) => file !== "404.html");
const addressOf = (file: string) =>
  precachedPage(new URL(`/${file}`, "http://site.test"));

/** The pages the menu reaches, as the content has them: the home page, and each item to a page. */
const { navigation } = JSON.parse(
  readFileSync(join(process.env.CONTENT_DIR ?? "content", "site.json"), "utf8"),
) as { navigation: { path: string }[] };
const menuPages = [
  "/",
  ...navigation
    .filter((item) => item.path.startsWith("/"))
    .map((item) => precachedPage(new URL(item.path, "http://site.test"))),
].filter((path) => pages.map(addressOf).includes(path));

/** The gzipped bytes of sw.js as it would be with this precache list, once per list. */
const workerSizes = new Map<Precache, number>();
function workerSize(precache: Precache): number {
  const size =
    workerSizes.get(precache) ??
    gzipSync(
      worker.replace(manifestJson, () => JSON.stringify(precache)),
      {
        level: 9,
      },
    ).length;
  workerSizes.set(precache, size);
  return size;
}

/**
 * What the worker downloads in the background of a first visit to a page, in bytes: sw.js, every
 * precached file the page did not load (a revisioned one, a page, is fetched again past the browser's
 * cache), the page itself when it is not precached (the worker keeps the page open as it takes over),
 * and the headers of each response.
 */
function firstVisit(page: string, precache: Precache): number {
  const loaded = new Set(pageAssets(page));
  const fetched = precache
    .filter(({ url, revision }) => revision !== null || !loaded.has(url))
    .map(({ url }) => fileForPath(url) ?? "");
  if (!precache.some(({ url }) => url === addressOf(page))) fetched.push(page);
  return (
    workerSize(precache) +
    fetched.reduce((sum, file) => sum + gzipped(file), 0) +
    headerBytes * (fetched.length + 1)
  );
}

describe("the service worker", () => {
  it("precaches the pages the menu reaches and the offline page, and no other page", () => {
    expect(menuPages).toContain("/");
    const precachedPages = urls.filter(
      (url) => !url.startsWith("/assets/") && !/\.(svg|js|css)$/.test(url),
    );
    expect(precachedPages.sort()).toEqual(
      [...new Set(menuPages), `/${offlineFile}`].sort(),
    );
    for (const url of urls) expect(fileForPath(url)).toBeDefined();
  });

  it("precaches what the menu's pages load, every page's stylesheet, font and icons, and neither the editor, the 404 page nor the calendar files", async () => {
    for (const page of pages)
      for (const url of pageAssets(page).filter(
        (url) => menuPages.includes(addressOf(page)) || !url.endsWith(".js"),
      ))
        expect(urls, `${page} loads ${url}`).toContain(url);
    expect(urls.filter((url) => /^\/(admin|calendar)\/|404/.test(url))).toEqual(
      [],
    );
  });

  it("precaches one file of each picture of the menu's pages, a photo at its smallest width, in the order the pages show them while they fit the budget, and no other picture", () => {
    // The pictures of the menu's pages in the order they first show them, each with its files: a
    // photo's sizes and formats share its hash, "/assets/media/<hash>-<width>.<format>".
    const shown = new Map<string, Set<string>>();
    for (const path of new Set(menuPages))
      for (const [url = ""] of readBuilt(fileForPath(path) ?? "").matchAll(
        /\/assets\/(?:media|flags)\/[\w.-]+/g,
      )) {
        const picture = /^\/assets\/media\/(\w+)-\d+\./.exec(url)?.[1] ?? url;
        shown.set(picture, (shown.get(picture) ?? new Set()).add(url));
      }
    const width = (url: string) => Number(/-(\d+)\.\w+$/.exec(url)?.[1] ?? 0);
    // The one file the worker keeps of each: a photo's smallest WebP, any other picture as it is.
    const fileOf = (files: Set<string>) =>
      files.size > 1
        ? [...files]
            .filter((url) => url.endsWith(".webp"))
            .sort((a, b) => width(a) - width(b))[0]
        : [...files][0];
    const inOrder = [...shown.values()].map(fileOf);

    const pictures = urls.filter((url) =>
      /^\/assets\/(media|flags)\//.test(url),
    );
    expect(pictures).toEqual(inOrder.slice(0, pictures.length));
    const next = inOrder[pictures.length];
    // One left out: the next would have taken the first visit over the budget, on some page.
    if (next !== undefined) {
      const withNext = [...manifest, { revision: null, url: next }];
      expect(
        Math.max(...pages.map((page) => firstVisit(page, withNext))) / 1024,
        `${next} left out`,
      ).toBeGreaterThan(precacheBudget);
    }
  });

  it("gives fingerprinted files no revision and every other file one", () => {
    for (const { url, revision } of manifest)
      expect(revision === null, url).toBe(url.startsWith("/assets/"));
  });

  it(`downloads at most ${precacheBudget} KB (gzip, headers included) in the background of a first visit to any page`, async () => {
    expect(headerBytes).toBeGreaterThan(500);
    for (const page of pages) {
      const background = firstVisit(page, manifest);
      expect(
        background / 1024,
        `${page}: ${(background / 1024).toFixed(1)} KB`,
      ).toBeLessThanOrEqual(precacheBudget);
    }
  });

  it("is served with the site's policy, which lets the site start workers of its own only, and is checked on every visit", () => {
    const rule = readBuilt("_headers").match(
      /^\/sw\.js\n((?: {2}.+\n?)+)/m,
    )?.[1];
    expect(rule).toContain("worker-src 'self'");
    expect(rule).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(rule).not.toMatch(/unsafe-/);
  });
});

describe("the offline page", () => {
  const html = readBuilt(offlineFile);

  it("has the site's stylesheet and no script, since it stands in for any address", () => {
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/[\w.-]+\.css"/,
    );
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
