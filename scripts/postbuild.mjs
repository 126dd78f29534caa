// Finishes the static build in build/client: 404.html, sitemap.xml, robots.txt and the _headers file.
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles } from "./build-files.mjs";
import { headersFile } from "./headers.mjs";

const clientDir = "build/client";

// The /404 page becomes 404.html, which static hosts answer unknown addresses with (status 404).
await rename(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
await rm(join(clientDir, "404"), { recursive: true });
// Every page is prerendered, so the SPA fallback page is never needed.
await rm(join(clientDir, "__spa-fallback.html"), { force: true });

const files = listFiles(clientDir);
const htmlFiles = files.filter((file) => file.endsWith(".html"));

/** The address a file is served at; "event/index.html" is also "/event" and "/event/". */
function addressesOf(file) {
  if (file === "index.html") return ["/", "/index.html"];
  if (file.endsWith("/index.html")) {
    const page = `/${file.slice(0, -"/index.html".length)}`;
    return [page, `${page}/`, `/${file}`];
  }
  return [`/${file}`];
}

const sitemapUrls = [];
const pageScripts = new Set();
for (const file of htmlFiles) {
  const html = await readFile(join(clientDir, file), "utf8");
  for (const [, script] of html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g))
    pageScripts.add(script);
  if (/<meta name="robots" content="noindex"/.test(html)) continue;
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonical)
    throw new Error(`${file} has neither a canonical address nor noindex`);
  sitemapUrls.push(canonical);
}

// React renders the pages at build time only (decision record 0004): the client chunks React Router
// builds anyway are never loaded, so they are not shipped. The pages' own script is one file.
// The editing interface (admin/) loads its own chunks.
const unusedScripts = files.filter(
  (file) =>
    file.endsWith(".js") &&
    !file.startsWith("admin/") &&
    !pageScripts.has(file),
);
await Promise.all(unusedScripts.map((file) => rm(join(clientDir, file))));

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

const revalidatedPaths = [...files, "sitemap.xml", "robots.txt"]
  .filter((file) => !/^(admin\/)?assets\//.test(file))
  .flatMap(addressesOf);
await writeFile(join(clientDir, "_headers"), headersFile({ revalidatedPaths }));

console.log(
  `postbuild: 404.html, sitemap.xml (${sitemapUrls.length} pages), robots.txt, _headers; ${unusedScripts.length} unused React Router chunks removed`,
);
