// Finishes the static build in build/client: offline.html, sitemap.xml, robots.txt, the service
// worker sw.js and the _headers file.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles } from "./build-files.mjs";
import { headersFile, metaContentSecurityPolicy } from "./headers.mjs";
import { pagesOverBudget, readBudgets } from "./page-budgets.mjs";
import { precompress } from "./precompress.mjs";
import { writeServiceWorker } from "./service-worker.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");

// The page the service worker shows offline for an address it has no copy of: served at any address,
// so it runs nothing (its islands would take it for that address's page).
const offlineHtml = await readFile(
  join(clientDir, "offline", "index.html"),
  "utf8",
);
await writeFile(
  join(clientDir, "offline.html"),
  offlineHtml.replaceAll(
    /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g,
    "",
  ),
);
await rm(join(clientDir, "offline"), { recursive: true });

const files = listFiles(clientDir);
const htmlFiles = files.filter((file) => file.endsWith(".html"));

const sha256 = (body) =>
  `sha256-${createHash("sha256").update(body).digest("base64")}`;

/** The sha256 sources of the inline scripts that run: Astro's island loader, not JSON-LD data blocks. */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=|type="application\/ld\+json"/.test(attributes)) continue;
    hashes.push(sha256(body));
  }
  return [...new Set(hashes)].sort();
}

/** The sha256 sources of the inline styles: Astro's one rule for its islands' elements. */
const inlineStyleHashes = (html) =>
  [
    ...new Set(
      [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) =>
        sha256(body),
      ),
    ),
  ].sort();

/** Astro writes its islands' one rule at the top of <body>, where HTML allows no <style>: into the <head>. */
function styleInHead(html) {
  const styles = html.match(
    /(?<=<body[^>]*>)(?:<style\b[^>]*>[^<]*<\/style>)+/,
  )?.[0];
  return styles
    ? html.replace(styles, "").replace("</head>", `${styles}</head>`)
    : html;
}

/**
 * A page with its policy, and the hashes of its own inline scripts, at the top of its <head>: the
 * headers need not name every page, and a host that answers an unknown address with 404.html under the
 * headers of that address still applies it. The editor's policy is in the headers.
 */
function withPolicy(html, file) {
  if (file.startsWith("admin/")) return html;
  const charset = '<meta charset="utf-8">';
  if (!html.includes(charset))
    throw new Error(`${file} has no ${charset} to put its policy after`);
  const policy = metaContentSecurityPolicy(
    inlineScriptHashes(html),
    inlineStyleHashes(html),
  );
  return html.replace(
    charset,
    `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
}

/** Each page's inline scripts, by file: a page's policy allows its own alone. */
const scriptHashes = new Map();
const sitemapUrls = [];
for (const file of htmlFiles) {
  const html = await readFile(join(clientDir, file), "utf8");
  scriptHashes.set(file, inlineScriptHashes(html));
  await writeFile(join(clientDir, file), withPolicy(styleInHead(html), file));
  if (/<meta name="robots" content="noindex"/.test(html)) continue;
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonical)
    throw new Error(`${file} has neither a canonical address nor noindex`);
  sitemapUrls.push(canonical);
}

sitemapUrls.sort();
const origin = new URL(sitemapUrls[0] ?? "").origin;
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...sitemapUrls.map((url) => `  <url><loc>${url}</loc></url>`),
  "</urlset>",
  "",
].join("\n");
await writeFile(join(clientDir, "sitemap.xml"), sitemap);
await writeFile(
  join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
);

await writeFile(
  join(clientDir, "_headers"),
  headersFile({
    pageFiles: htmlFiles.filter((file) => !file.startsWith("admin/")),
  }),
);

// Last, once every page is final: the precache list holds each page's revision (a hash of its HTML),
// and its pictures as many as fit the first visit's budget, headers included.
const serviceWorker = await writeServiceWorker(clientDir);

// Last of all, once every file is final: the text files compressed, beside the build (build/compressed).
const compressed = precompress(clientDir, join(buildDir, "compressed"));

// Then no page over its HTML budget: the build names each one that is, with its budget.
const overBudget = pagesOverBudget(
  htmlFiles.filter((file) => !file.startsWith("admin/")),
  (file) => statSync(join(buildDir, "compressed", `${file}.gz`)).size,
  readBudgets(),
);
if (overBudget.length > 0) {
  console.error(`postbuild: pages over their budget\n${overBudget.join("\n")}`);
  process.exit(1);
}

console.log(
  `postbuild: 404.html, offline.html, sitemap.xml (${sitemapUrls.length} pages), robots.txt, sw.js (${serviceWorker.count} files to precache, ${(serviceWorker.size / 1024).toFixed(1)} KB before compression${serviceWorker.picturesLeft ? `; ${serviceWorker.picturesLeft} pictures of the menu's pages over its budget, kept as they are seen` : ""}), _headers, each page's own policy (${new Set([...scriptHashes.values()].flat()).size} script hashes), ${compressed.count} files compressed`,
);
