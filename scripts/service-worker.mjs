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
    // A byte order mark is no part of the JSON (src/pipeline/load.ts).
    readFileSync(join(contentDir, "site.json"), "utf8").replace(/^\uFEFF/, ""),
  );
  const paths = navigation
    .map((item) => new URL(item.path, "http://site.test"))
    .filter((url) => url.origin === "http://site.test")
    .map((url) => url.pathname.replace(/(.)\/+$/, "$1"));
  return [...new Set(["/", ...paths])];
}

/**
 * The scripts a page loads to run: those its HTML names, and every module they import, in turn (static
 * imports only: a dynamic import() loads later, if ever).
 * @param {string} html
 * @param {(file: string) => string} read the text of a file of the build
 * @returns {string[]} files of the build
 */
export function pageScripts(html, read) {
  const found = new Set();
  const queue = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map(
    (match) => match[1],
  );
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (found.has(name)) continue;
    found.add(name);
    for (const [, imported] of read(`assets/${name}`).matchAll(
      /(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g,
    ))
      queue.push(imported);
  }
  return [...found].map((name) => `assets/${name}`);
}

/**
 * The pictures a page shows, one file each, as addresses: a drawing or a flag as it is, a photo at its
 * smallest width in WebP (which every browser the site supports reads). Offline, the worker answers a
 * photo at any size or format with that file (src/service-worker/sw.ts).
 * @param {string} html
 * @returns {string[]}
 */
export function pagePictures(html) {
  const pictures = new Map();
  for (const [address] of html.matchAll(
    /\/assets\/(?:media|flags)\/[\w.-]+/g,
  )) {
    const photo = photoSize(address);
    if (!photo) pictures.set(address, { address, width: 0 });
    else if (
      address.endsWith(".webp") &&
      photo.width < (pictures.get(photo.hash)?.width ?? Infinity)
    )
      pictures.set(photo.hash, { address, width: photo.width });
  }
  return [...pictures.values()].map(({ address }) => address);
}

/**
 * A photo's address, "/assets/media/<hash>-<width>.<format>": the hash its every size shares, and its
 * width; undefined for any other address. src/pipeline/images.ts names the files so.
 * @param {string} address
 */
export function photoSize(address) {
  const [, hash, width] =
    /^\/assets\/media\/(\w+)-(\d+)\.\w+$/.exec(address) ?? [];
  return hash ? { hash, width: Number(width) } : undefined;
}

/**
 * What the worker downloads at install, as files of the build: the menu's pages, their data files and the offline page,
 * the scripts those pages run (which every page shares but its own route module), the stylesheet,
 * font and icons, and one file of each picture the menu's pages show, so that they show offline after
 * one visit. Every other page, its route module and its pictures are kept as they are seen.
 * @param {string} clientDir
 * @param {string[]} pages the addresses of the pages to precache
 * @returns {string[]}
 */
export function precachedFiles(clientDir, pages) {
  const files = listFiles(clientDir);
  const read = (file) => readFileSync(join(clientDir, file), "utf8");
  const pageFiles = pages
    .map((path) =>
      path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
    )
    .filter((file) => files.includes(file));
  // A page with build-time data (the list of events) has a .data file, which a client-side move to it
  // reads. Not the home page's "_.data": hosts serve no file whose name starts with "_", and its loader
  // gives nothing to read.
  const dataFiles = pageFiles
    .map((file) => file.replace(/\/index\.html$/, ".data"))
    .filter((file) => files.includes(file));
  return [
    ...new Set([
      ...pageFiles,
      ...dataFiles,
      "offline.html",
      ...pageFiles.flatMap((file) => pageScripts(read(file), read)),
      ...pageFiles
        .flatMap((file) => pagePictures(read(file)))
        .map((address) => address.slice(1))
        .filter((file) => files.includes(file)),
      ...files.filter(
        (file) =>
          /^assets\/[^/]+\.(css|woff2|svg)$/.test(file) ||
          file === "favicon.svg",
      ),
    ]),
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
  if (worker.split("self.__WB_MANIFEST").length !== 2)
    throw new Error(
      "The service worker must name self.__WB_MANIFEST once, to be filled in",
    );
  writeFileSync(
    join(clientDir, "sw.js"),
    worker.replace("self.__WB_MANIFEST", JSON.stringify(manifest)),
  );
  rmSync(bundleDir, { recursive: true, force: true });
  return { count: manifest.length, size };
}
