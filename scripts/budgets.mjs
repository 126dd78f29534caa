// Byte budgets read from the build: what each prerendered page loads first, gzip-compressed, against budgets.json.
// Usage: node scripts/budgets.mjs (after npm run build) prints every route's sizes and any budget it exceeds.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { listFiles } from "./build-files.mjs";

/** Budgets are in KB of 1024 bytes, as Lighthouse counts them. */
export const bytesPerKB = 1024;

/** @typedef {"html" | "js" | "css" | "font" | "image"} AssetType */
/** @typedef {{ url: string, type: AssetType, bytes: number }} Asset */
/** @typedef {Partial<Record<AssetType | "total", number>>} Budget */
/** @typedef {{ default: Budget, routes?: Record<string, Budget> }} Budgets */
/** @typedef {{ route: string, assets: Asset[], external?: string[] }} Page */

export const assetTypes = /** @type {const} */ ([
  "html",
  "js",
  "css",
  "font",
  "image",
]);

const origin = "http://site.invalid";

/**
 * Every prerendered page in the client build, as a URL path: "/", "/event", ...
 * @param {string} clientDir
 * @returns {Promise<string[]>}
 */
export async function findRoutes(clientDir) {
  // The editing interface (admin/) is loaded by the site's editors only, not by its visitors.
  return listFiles(clientDir)
    .filter((file) => !file.startsWith("admin/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) =>
      `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"),
    )
    .sort();
}

/**
 * The imports at the top of a module, which load as soon as it does; with dynamic, also its import("...") calls.
 * @param {string} code
 * @param {{ dynamic: boolean }} options
 */
function leadingImports(code, { dynamic }) {
  const specifiers = [];
  const statement = /^\s*import\s*(?:[^"'`;]*?\bfrom\s*)?["']([^"']+)["']\s*;?/;
  let rest = code;
  for (let match = statement.exec(rest); match; match = statement.exec(rest)) {
    specifiers.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  if (dynamic) {
    for (const match of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g))
      specifiers.push(match[1]);
  }
  return specifiers;
}

/**
 * What a page asks for before anyone scrolls: scripts (src, modulepreload, inline module imports),
 * stylesheets, preloaded fonts, the favicon, images that are not lazy and SVG sprites. URLs are resolved
 * against the page.
 * @param {string} html
 * @param {string} route
 * @returns {{ url: string, type: AssetType }[]}
 */
export function findInitialRequests(html, route) {
  const { document } = new JSDOM(html).window;
  const base = new URL(route, origin);
  const absolute = (href) => new URL(href, base).href;
  /** @type {{ url: string, type: AssetType }[]} */
  const requests = [];
  // A data: address is written into the page, so its bytes are already the HTML's.
  const add = (href, type) => {
    if (href && !href.startsWith("data:"))
      requests.push({ url: absolute(href), type });
  };

  for (const script of document.querySelectorAll("script")) {
    if (script.src) add(script.getAttribute("src"), "js");
    else if (script.type === "module")
      for (const specifier of leadingImports(script.textContent ?? "", {
        dynamic: true,
      }))
        add(specifier, "js");
  }
  for (const link of document.querySelectorAll("link[rel][href]")) {
    const rel = link.getAttribute("rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = link.getAttribute("href");
    const as = link.getAttribute("as");
    if (
      rel.includes("modulepreload") ||
      (rel.includes("preload") && as === "script")
    )
      add(href, "js");
    else if (rel.includes("stylesheet")) add(href, "css");
    else if (rel.includes("preload") && as === "font") add(href, "font");
    else if (rel.includes("preload") && as === "image") add(href, "image");
    else if (rel.includes("icon")) add(href, "image");
  }
  for (const image of document.querySelectorAll("img[src]")) {
    if (image.getAttribute("loading") !== "lazy")
      add(largestCandidate(image) ?? image.getAttribute("src"), "image");
  }
  // An SVG sprite is fetched once, by the first icon that uses it; the header's icons are above the fold.
  for (const use of document.querySelectorAll("use")) {
    const href = use.getAttribute("href") ?? use.getAttribute("xlink:href");
    if (href && !href.startsWith("#")) add(href.replace(/#.*$/, ""), "image");
  }

  const seen = new Set();
  return requests.filter(({ url }) => !seen.has(url) && seen.add(url));
}

/**
 * The widest file an image may load: of its picture's first source (the format a current browser
 * takes), else of its own srcset; undefined for an image with one file.
 * @param {Element} image
 * @returns {string | undefined}
 */
function largestCandidate(image) {
  const source =
    image.parentElement?.tagName === "PICTURE"
      ? image.parentElement.querySelector("source[srcset]")
      : null;
  const srcset = (source ?? image).getAttribute("srcset");
  if (!srcset) return undefined;
  const candidates = srcset.split(",").map((candidate) => {
    const [url = "", descriptor = "1x"] = candidate.trim().split(/\s+/);
    return { url, size: Number.parseFloat(descriptor) };
  });
  return candidates.sort((a, b) => b.size - a.size)[0]?.url;
}

/**
 * The woff2 files of a stylesheet's latin @font-face rules whose family the stylesheet uses.
 * @param {string} css
 * @param {URL} stylesheetUrl
 * @returns {string[]}
 */
export function findStylesheetFonts(css, stylesheetUrl) {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)];
  const outside = css.replace(/@font-face\s*{[^}]*}/g, "");
  const urls = [];
  for (const [, body] of faces) {
    const family = /font-family:\s*(["']?)([^;"']+)\1/.exec(body)?.[2]?.trim();
    const range = /unicode-range:\s*([^;]+)/.exec(body)?.[1] ?? "";
    const coversLatin =
      !range || /U\+(?:\?\?|0+-0*FF)(?![0-9A-F?])/i.test(range);
    if (!family || !coversLatin || !outside.includes(family)) continue;
    for (const [, , url] of body.matchAll(/url\((["']?)([^)"']+)\1\)/g))
      if (/\.woff2(\?|#|$)/.test(url))
        urls.push(new URL(url, stylesheetUrl).href);
  }
  return urls;
}

/**
 * gzip level 9, as a well-configured static host would send it; woff2 is already compressed.
 * @param {Buffer} body
 * @param {AssetType} type
 */
export function compressedSize(body, type) {
  return type === "font" ? body.length : gzipSync(body, { level: 9 }).length;
}

/**
 * Everything a prerendered route loads first, read from the build with the sizes compressed.
 * Modules are followed through their static imports; requests to other hosts are listed apart,
 * since the build cannot say how large they are.
 * @param {string} clientDir
 * @param {string} route
 * @returns {Promise<Page>}
 */
export async function measureRoute(clientDir, route) {
  const pagePath = join(clientDir, route, "index.html");
  const html = await readFile(pagePath);
  /** @type {Asset[]} */
  const assets = [
    {
      url: route,
      type: "html",
      bytes: compressedSize(html, "html"),
    },
  ];
  /** @type {string[]} */
  const external = [];
  const queue = findInitialRequests(html.toString("utf8"), route);
  const seen = new Set(queue.map(({ url }) => url));
  const enqueue = (url, type) => {
    if (!seen.has(url)) {
      seen.add(url);
      queue.push({ url, type });
    }
  };

  for (let next = queue.shift(); next; next = queue.shift()) {
    const url = new URL(next.url);
    if (url.origin !== origin) {
      external.push(next.url);
      continue;
    }
    const file = join(clientDir, decodeURIComponent(url.pathname));
    const body = await readFile(file).catch(() => {
      throw new Error(`${route}: ${url.pathname} is not in the build`);
    });
    assets.push({
      url: url.pathname,
      type: next.type,
      bytes: compressedSize(body, next.type),
    });
    if (next.type === "js")
      for (const specifier of leadingImports(body.toString("utf8"), {
        dynamic: false,
      }))
        enqueue(new URL(specifier, url).href, "js");
    if (next.type === "css")
      for (const font of findStylesheetFonts(body.toString("utf8"), url))
        enqueue(font, "font");
  }
  return { route, assets, external };
}

/**
 * Compressed bytes per type and in total.
 * @param {Asset[]} assets
 */
export function sumByType(assets) {
  /** @type {Record<AssetType | "total", number>} */
  const totals = { html: 0, js: 0, css: 0, font: 0, image: 0, total: 0 };
  for (const { type, bytes } of assets) {
    totals[type] += bytes;
    totals.total += bytes;
  }
  return totals;
}

/**
 * The default budget with a route's own entries over it.
 * @param {string} route
 * @param {Budgets} budgets
 * @returns {Budget}
 */
export function budgetFor(route, budgets) {
  return { ...budgets.default, ...budgets.routes?.[route] };
}

/** @param {number} bytes */
export function formatKB(bytes) {
  return `${(bytes / bytesPerKB).toFixed(1)} KB`;
}

/**
 * Every way a measured route breaks its budget, one readable line each:
 * "/event: js 130.2 KB > budget 120 KB". An empty list means the route is within budget.
 * @param {Page} page
 * @param {Budgets} budgets
 * @returns {string[]}
 */
export function checkBudget({ route, assets, external = [] }, budgets) {
  const budget = budgetFor(route, budgets);
  const totals = sumByType(assets);
  const violations = [];
  for (const type of [...assetTypes, "total"]) {
    const limit = budget[type];
    if (limit !== undefined && totals[type] > limit * bytesPerKB)
      violations.push(
        `${route}: ${type} ${formatKB(totals[type])} > budget ${limit} KB`,
      );
  }
  for (const url of external)
    violations.push(
      `${route}: ${url} is loaded from another host before scrolling, so no budget can hold it`,
    );
  return violations;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const clientDir = "build/client";
  const budgets = JSON.parse(await readFile("budgets.json", "utf8"));
  const header = ["route", ...assetTypes, "total"];
  console.log(
    `| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`,
  );
  const violations = [];
  for (const route of await findRoutes(clientDir)) {
    const page = await measureRoute(clientDir, route);
    const totals = sumByType(page.assets);
    console.log(
      `| ${route} | ${[...assetTypes, "total"].map((type) => formatKB(totals[type])).join(" | ")} |`,
    );
    violations.push(...checkBudget(page, budgets));
  }
  console.log(
    violations.length
      ? `\n${violations.join("\n")}`
      : "\nAll routes within budget.",
  );
  process.exitCode = violations.length ? 1 : 0;
}
