// Writes build/client/sw.js once the pages are built: src/service-worker/sw.ts bundled with the Workbox
// modules it imports, and its precache list in place of `self.__WB_MANIFEST` (the HTML of the pages the
// menu reaches, the site's code, stylesheet, font and icons), as Workbox's injectManifest writes it.
// Called by postbuild.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { build } from "vite";
import { addressesOf, listFiles } from "./build-files.mjs";

/**
 * The addresses of the pages the menu reaches: the home page and each item of `navigation` in
 * site.json that leads to a page of the site (an item to a section of a page, "/#about", leads to it).
 * @returns {string[]}
 */
export function menuPaths(contentDir = process.env.CONTENT_DIR ?? "content") {
  const { navigation } = JSON.parse(
    readFileSync(join(contentDir, "site.json"), "utf8"),
  );
  const paths = navigation
    .map((item) => new URL(item.path, "http://site.test"))
    .filter((url) => url.origin === "http://site.test")
    .map((url) => url.pathname.replace(/(.)\/+$/, "$1"));
  return [...new Set(["/", ...paths])];
}

/**
 * What the worker downloads at install, as files of the build: the menu's pages and the offline page,
 * and what every page needs to render: the code (a page's regions come from its HTML, so no page asks
 * for React Router's .data files), the stylesheet, the font and the icons. Every other page, and every
 * picture, is kept as it is seen: their number grows with the content, the precache does not. Not the
 * route modules of the calendar files and of the offline page, which no page navigates to.
 * @param {string} clientDir
 * @param {string[]} pages the addresses of the pages to precache
 * @returns {string[]}
 */
export function precachedFiles(clientDir, pages) {
  const files = listFiles(clientDir);
  const pageFiles = pages
    .map((path) =>
      path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
    )
    .filter((file) => files.includes(file));
  return [
    ...pageFiles,
    "offline.html",
    ...files.filter(
      (file) =>
        /^assets\/(?!calendar-|offline-)[^/]+\.(js|css|woff2|svg)$/.test(
          file,
        ) || file === "favicon.svg",
    ),
  ];
}

// The oldest engines the site is built for, as in vite.config.ts.
const target = ["chrome79", "edge79", "firefox78", "safari14"];

/** @param {string} clientDir */
export async function writeServiceWorker(clientDir) {
  // Beside the build, not in node_modules/.cache: copies of the project that share node_modules (the
  // test copies) may build at the same moment.
  const bundleDir = join(dirname(clientDir), "service-worker");
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
  const files = precachedFiles(clientDir, menuPaths());
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
  rmSync(bundleDir, { recursive: true, force: true });
  return { count: manifest.length, size };
}
