// Writes build/client/sw.js once the pages are built: src/service-worker/sw.ts bundled with the Workbox
// modules it imports, and its precache list from workbox-build (each page's HTML, the site's code,
// stylesheet and font). Called by postbuild.
import { join } from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";

// The oldest engines the site is built for, as in vite.config.ts.
const target = ["chrome79", "edge79", "firefox78", "safari14"];

/** The address a precached file is asked for: "chapters/index.html" is "/chapters", "index.html" is "/". */
function precacheAddress(file) {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "")}`;
}

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
  const { count, size, warnings } = await injectManifest({
    swSrc: join(bundleDir, "sw.js"),
    swDest: join(clientDir, "sw.js"),
    globDirectory: clientDir,
    // The pages and what they need to render, and the vector images, which serve every size in one
    // file; not the editor, the 404 page, the calendar files, nor photos, which come in several sizes
    // (the worker keeps those a visitor has seen).
    globPatterns: [
      "**/*.{html,data}",
      "assets/*.{js,css,woff2,svg}",
      "favicon.svg",
      "media/*.svg",
    ],
    // Nor the route modules of the calendar files and of the offline page, which no page navigates to.
    globIgnores: [
      "admin/**",
      "calendar/**",
      "404.html",
      "assets/calendar-*.js",
      "assets/offline-*.js",
    ],
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: precacheAddress(entry.url),
          // A fingerprinted file's name changes with its content: no revision, no second download.
          revision: entry.url.startsWith("assets/") ? null : entry.revision,
        })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(warnings.join("\n"));
  return { count, size };
}
