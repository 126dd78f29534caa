// Finishes the static build in build/client: 404.html, offline.html, sitemap.xml, robots.txt, the service
// worker sw.js and the _headers file.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles } from "./build-files.mjs";
import { headersFile, metaContentSecurityPolicy } from "./headers.mjs";
import { precompress } from "./precompress.mjs";
import { writeServiceWorker } from "./service-worker.mjs";
import { startAfterPaint } from "./start-after-paint.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");

// The /404 page becomes 404.html, which static hosts answer unknown addresses with (status 404).
await rename(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
await rm(join(clientDir, "404"), { recursive: true });
// The page the service worker shows offline for an address it has no copy of: served at any address,
// so it is not hydrated (React Router would take it for that address's page), and needs no script.
const offlineHtml = await readFile(
  join(clientDir, "offline", "index.html"),
  "utf8",
);
await writeFile(
  join(clientDir, "offline.html"),
  offlineHtml
    .replaceAll(/<link rel="modulepreload"[^>]*>/g, "")
    .replaceAll(
      /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g,
      "",
    ),
);
await rm(join(clientDir, "offline"), { recursive: true });
// Every page is prerendered, so the SPA fallback page is never needed.
await rm(join(clientDir, "__spa-fallback.html"), { force: true });

// React Router writes a data file beside each resource route's file (calendar/events.ics.data), for a
// client-side navigation to it; the calendar files are plain downloads, never navigated to.
for (const file of listFiles(clientDir))
  if (
    file.endsWith(".data") &&
    statSync(join(clientDir, file.slice(0, -".data".length)), {
      throwIfNoEntry: false,
    })?.isFile()
  )
    await rm(join(clientDir, file));

const files = listFiles(clientDir);
const htmlFiles = files.filter((file) => file.endsWith(".html"));

/** The sha256 sources of the inline scripts that run: React Router's bootstrap, not JSON-LD data blocks. */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=|type="application\/ld\+json"/.test(attributes)) continue;
    hashes.push(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return hashes;
}

/**
 * A page with its policy, and the hashes of its own inline scripts, at the top of its <head>: the
 * headers need not name every page, and a host that answers an unknown address with 404.html under the
 * headers of that address still applies it. The editor's policy is in the headers.
 */
function withPolicy(html, file, hashes) {
  if (file.startsWith("admin/")) return html;
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset))
    throw new Error(`${file} has no ${charset} to put its policy after`);
  return html.replace(
    charset,
    `${charset}<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(hashes)}"/>`,
  );
}

/** Each page's inline scripts, by file: a page's policy allows its own alone. */
const scriptHashes = new Map();
const sitemapUrls = [];
for (const file of htmlFiles) {
  const html = startAfterPaint(
    await readFile(join(clientDir, file), "utf8"),
    file,
  );
  const hashes = [...new Set(inlineScriptHashes(html))].sort();
  scriptHashes.set(file, hashes);
  await writeFile(join(clientDir, file), withPolicy(html, file, hashes));
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

console.log(
  `postbuild: 404.html, offline.html, sitemap.xml (${sitemapUrls.length} pages), robots.txt, sw.js (${serviceWorker.count} files to precache, ${(serviceWorker.size / 1024).toFixed(1)} KB before compression${serviceWorker.picturesLeft ? `; ${serviceWorker.picturesLeft} pictures of the menu's pages over its budget, kept as they are seen` : ""}), _headers, each page's own policy (${new Set([...scriptHashes.values()].flat()).size} script hashes), ${compressed.count} files compressed`,
);
