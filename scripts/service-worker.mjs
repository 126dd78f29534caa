// Writes build/client/sw.js once the pages are built: src/service-worker/sw.ts bundled with the Workbox
// modules it imports, and its precache list in place of `self.__WB_MANIFEST` (the HTML of the pages the
// menu reaches, the site's code, stylesheet, font and icons, and their pictures as many as the first
// visit's budget allows), as Workbox's injectManifest writes it. Called by postbuild, after _headers.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
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
 * The directives whose islands load nothing on a first visit: `dated` on the build's day (its HTML is
 * true until the visitor's day differs, src/islands/dated.ts), `near` until the island nears the
 * viewport (src/islands/near.ts). Their code loads later, if ever.
 */
const laterDirectives = ["dated", "near"];

/** The files of the build a piece of HTML names as scripts: module scripts, preloads, islands' code. */
const namedScripts = (html) =>
  [
    ...html.matchAll(
      /\b(?:src|href|component-url|renderer-url|before-hydration-url)="[^"]*\/assets\/([\w./-]+\.js)"/g,
    ),
  ].map((match) => match[1]);

/** A page's islands that load later, each as its opening tag. */
const laterIslands = (html) =>
  [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) =>
      laterDirectives.includes(/\bclient="([^"]*)"/.exec(tag)?.[1] ?? ""),
    );

/**
 * The scripts a page loads to run on a first visit: those its HTML names (module scripts and preloads,
 * and each island's component, renderer and before-hydration scripts, but for the islands that load
 * later), and every module they import, in turn (static imports only: a dynamic import() loads later,
 * if ever). Inline scripts are the page's own bytes.
 * @param {string} html
 * @param {(file: string) => string} read the text of a file of the build
 * @returns {string[]} files of the build
 */
export function pageScripts(html, read) {
  const firstLoad = laterIslands(html).reduce(
    (rest, tag) => rest.replace(tag, ""),
    html,
  );
  return withImports(namedScripts(firstLoad), read);
}

/**
 * What scripts load later, if ever (a dynamic import(), such as Astro's prefetch at the first link
 * pointed at), with every module that imports in turn.
 * @param {string[]} scripts files of the build
 * @param {(file: string) => string} read
 * @returns {string[]} files of the build
 */
export function laterScripts(scripts, read) {
  return withImports(
    scripts.flatMap((file) =>
      [
        ...read(file).matchAll(
          /\bimport\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g,
        ),
      ].map((match) => match[1]),
    ),
    read,
  );
}

/**
 * What a page's islands that load later load (such as the list of events on a day other than the
 * build's), with every module they import in turn, and what those load later.
 * @param {string} html
 * @param {(file: string) => string} read
 * @returns {string[]} files of the build
 */
export function laterIslandScripts(html, read) {
  const scripts = withImports(laterIslands(html).flatMap(namedScripts), read);
  return [...new Set([...scripts, ...laterScripts(scripts, read)])];
}

/** @param {string[]} names @param {(file: string) => string} read */
function withImports(names, read) {
  const found = new Set();
  const queue = [...names];
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
 * The pictures a page shows, one file each, as addresses in the order the page shows them: a drawing or
 * a flag as it is, a photo at its smallest width in WebP (which every browser the site supports reads).
 * Offline, the worker answers a photo at any size or format with that file (src/service-worker/sw.ts).
 * @param {string} html
 * @returns {string[]}
 */
export function pagePictures(html) {
  // By picture, in the order the page first shows each, in whatever size or format.
  const pictures = new Map();
  for (const [address] of html.matchAll(
    /\/assets\/(?:media|flags)\/[\w.-]+/g,
  )) {
    const photo = photoSize(address);
    const key = photo?.hash ?? address;
    const picture = pictures.get(key) ?? { width: Infinity };
    if (!photo) picture.address = address;
    else if (address.endsWith(".webp") && photo.width < picture.width)
      Object.assign(picture, { address, width: photo.width });
    pictures.set(key, picture);
  }
  return [...pictures.values()].flatMap(({ address }) =>
    address ? [address] : [],
  );
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
 * What the worker downloads at install, as files of the build: the menu's pages and the offline page, the
 * scripts those pages run (their islands') and load later, the stylesheet, font and icons; and apart, one
 * file of each picture the menu's pages show, in the order the pages show them, for as many as the budget
 * allows (picturesWithin). Every other page, its own islands and its pictures are kept as they are seen.
 * @param {string} clientDir
 * @param {string[]} pages the addresses of the pages to precache
 * @returns {{ files: string[], pictures: string[] }}
 */
export function precachedFiles(clientDir, pages) {
  const files = listFiles(clientDir);
  const read = (file) => readFileSync(join(clientDir, file), "utf8");
  const pageFiles = pages
    .map((path) =>
      path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
    )
    .filter((file) => files.includes(file));
  const scripts = pageFiles.flatMap((file) => pageScripts(read(file), read));
  const later = pageFiles.flatMap((file) =>
    laterIslandScripts(read(file), read),
  );
  return {
    files: [
      ...new Set([
        ...pageFiles,
        "offline.html",
        ...scripts,
        // So that the menu's pages draw in full offline what they draw later (on another day, once the
        // contact form nears the viewport, once a link is pointed at).
        ...laterScripts(scripts, read),
        ...later,
        ...files.filter(
          (file) =>
            /^assets\/[^/]+\.(css|woff2|svg)$/.test(file) ||
            file === "favicon.svg",
        ),
      ]),
    ],
    pictures: [
      ...new Set(
        pageFiles
          .flatMap((file) => pagePictures(read(file)))
          .map((address) => address.slice(1))
          .filter((file) => files.includes(file)),
      ),
    ],
  };
}

/**
 * The pictures to precache: the first of them, in the order the pages show them, while the worker's
 * download with them stays within the budget. From the first that does not fit, none: those are kept as
 * they are seen, so that a community of any size keeps its first visit light.
 * @param {string[]} files what is precached besides the pictures
 * @param {string[]} pictures in the order the menu's pages show them
 * @param {(files: string[]) => number} download the worker's download with these files, in bytes
 * @param {number} budget in bytes
 * @returns {string[]}
 */
export function picturesWithin(files, pictures, download, budget) {
  let count = 0;
  while (
    count < pictures.length &&
    download([...files, ...pictures.slice(0, count + 1)]) <= budget
  )
    count += 1;
  return pictures.slice(0, count);
}

/**
 * What the worker downloads in the background of a first visit, in bytes, on the page where that is
 * most, as tests/build/service-worker.test.ts measures it (gzip level 9, headers included): sw.js, each
 * precached file the page did not load (a file outside /assets/ has a revision, and is fetched again),
 * the page itself when it is not precached, and for each response the headers of the rules "/*" and "/".
 * @param {string} clientDir a build whose _headers is written
 * @param {(files: string[]) => string} workerWith sw.js, with these files to precache
 * @returns {(files: string[]) => number}
 */
export function firstVisitDownload(clientDir, workerWith) {
  const read = (file) => readFileSync(join(clientDir, file), "utf8");
  const sizes = new Map();
  const gzipped = (file) => {
    if (!sizes.has(file))
      sizes.set(
        file,
        gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
      );
    return sizes.get(file);
  };
  const headers = read("_headers");
  const headerBytes = ["/*", "/"]
    .map(
      (path) =>
        headers.match(
          new RegExp(
            `^${path.replace(/[*.]/g, "\\$&")}\n((?: {2}.+\n?)+)`,
            "m",
          ),
        )?.[1] ?? "",
    )
    .reduce((sum, rule) => sum + rule.length, 0);
  // Each page, with the files it loads to render: the code, stylesheet, icons and fonts its HTML and
  // stylesheets name.
  const pages = listFiles(clientDir)
    .filter(
      (file) =>
        file.endsWith(".html") &&
        !file.startsWith("admin/") &&
        file !== "offline.html" &&
        file !== "404.html",
    )
    .map((file) => {
      const linked = [...read(file).matchAll(/"\/(assets\/[^"#]+)/g)].map(
        (match) => match[1],
      );
      const fonts = linked
        .filter((asset) => asset.endsWith(".css"))
        .flatMap((css) =>
          [...read(css).matchAll(/url\(\/(assets\/[^)]+)\)/g)].map(
            (match) => match[1],
          ),
        );
      const loaded = new Set(
        [...linked, ...fonts].filter((asset) =>
          /^assets\/[^/]+\.(js|css|woff2|svg)$/.test(asset),
        ),
      );
      return { file, loaded };
    });
  return (files) => {
    const worker = gzipSync(workerWith(files), { level: 9 }).length;
    const precached = new Set(files);
    return Math.max(
      ...pages.map(({ file, loaded }) => {
        const fetched = files.filter(
          (precache) =>
            !precache.startsWith("assets/") || !loaded.has(precache),
        );
        if (!precached.has(file)) fetched.push(file);
        return (
          worker +
          fetched.reduce((sum, fetch) => sum + gzipped(fetch), 0) +
          headerBytes * (fetched.length + 1)
        );
      }),
    );
  };
}

/**
 * What a first visit may download in the background for the worker, in bytes: `serviceWorker.total` of
 * budgets.json, which tests/build/service-worker.test.ts checks.
 */
export const precacheBudget = () =>
  JSON.parse(readFileSync("budgets.json", "utf8")).serviceWorker.total * 1024;

// The oldest engines the site is built for, as in astro.config.ts.
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
  const worker = readFileSync(join(bundleDir, "sw.js"), "utf8");
  if (worker.split("self.__WB_MANIFEST").length !== 2)
    throw new Error(
      "The service worker must name self.__WB_MANIFEST once, to be filled in",
    );
  const entries = new Map();
  const entryOf = (file) => {
    if (!entries.has(file))
      entries.set(file, {
        // A fingerprinted file's name changes with its content: no revision, no second download.
        revision: file.startsWith("assets/")
          ? null
          : createHash("md5")
              .update(readFileSync(join(clientDir, file)))
              .digest("hex"),
        url: addressesOf(file)[0],
      });
    return entries.get(file);
  };
  const workerWith = (files) =>
    worker.replace("self.__WB_MANIFEST", () =>
      JSON.stringify(files.map(entryOf)),
    );
  const { files, pictures } = precachedFiles(clientDir, menuPaths());
  const kept = picturesWithin(
    files,
    pictures,
    firstVisitDownload(clientDir, workerWith),
    precacheBudget(),
  );
  const precached = [...files, ...kept];
  writeFileSync(join(clientDir, "sw.js"), workerWith(precached));
  rmSync(bundleDir, { recursive: true, force: true });
  return {
    count: precached.length,
    size: precached.reduce(
      (sum, file) => sum + statSync(join(clientDir, file)).size,
      0,
    ),
    picturesLeft: pictures.length - kept.length,
  };
}
