// Writes build/client/sw.js once the pages are built: src/service-worker/sw.ts bundled with the Workbox
// modules it imports, and its precache list in place of `self.__WB_MANIFEST` (each page's HTML, the
// site's code, stylesheet and font), as Workbox's injectManifest writes it. Called by postbuild.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { addressesOf, listFiles } from "./build-files.mjs";

// The oldest engines the site is built for, as in vite.config.ts.
const target = ["chrome79", "edge79", "firefox78", "safari14"];

/** @param {string} clientDir */
export async function writeServiceWorker(clientDir) {
  const bundleDir = "node_modules/.cache/service-worker";
  await build({
    configFile: false,
    logLevel: "warn",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      target,
      outDir: bundleDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: "src/service-worker/sw.ts",
        output: { format: "iife", entryFileNames: "sw.js" },
      },
    },
  });
  // The pages and what they need to render (a page's regions come from its HTML, so no page asks for
  // React Router's .data files), and the vector images, which serve every size in one file;
  // not the editor, the 404 page, the calendar files or the news feed, nor photos, which come in
  // several sizes (the worker keeps those a visitor has seen); nor the route modules of the calendar
  // files, the news feed and the offline page, which no page navigates to.
  const files = listFiles(clientDir).filter(
    (file) =>
      (/^(?!admin\/|calendar\/|404\.html$).*\.html$/.test(file) ||
        /^assets\/(?!calendar-|news-feed-|offline-)[^/]+\.(js|css|woff2|svg)$/.test(
          file,
        ) ||
        /^(favicon|assets\/media\/[^/]+)\.svg$/.test(file)) &&
      file !== "sw.js",
  );
  let size = 0;
  const manifest = files.map((file) => {
    const body = readFileSync(join(clientDir, file));
    size += body.length;
    return {
      // A fingerprinted file's name changes with its content: no revision, no second download.
      revision: file.startsWith("assets/")
        ? null
        : createHash("md5").update(body).digest("hex"),
      url: addressesOf(file)[0],
    };
  });
  const worker = readFileSync(join(bundleDir, "sw.js"), "utf8");
  if (!worker.includes("self.__WB_MANIFEST"))
    throw new Error("The service worker has no self.__WB_MANIFEST to fill in");
  writeFileSync(
    join(clientDir, "sw.js"),
    worker.replace("self.__WB_MANIFEST", JSON.stringify(manifest)),
  );
  return { count: manifest.length, size };
}
