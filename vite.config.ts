import postcssCascadeLayers from "@csstools/postcss-cascade-layers";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { oldEngines } from "./scripts/postcss-old-engines.mjs";
import { productionRouter } from "./scripts/production-router.mjs";
import { contentPlugin } from "./src/pipeline/content-plugin.ts";
import { buildDate } from "./src/pipeline/entries.ts";

// The date the prerendered pages are true for; BUILD_DATE=YYYY-MM-DD builds the site as of another day.
const today = buildDate();

/**
 * React Router pre-bundles react-router-dom whenever it is installed; here it is Decap's (version 5,
 * for the editor at /admin/), which cannot be bundled against the site's React Router 7.
 */
const notDecapsRouter: Plugin = {
  name: "not-decaps-router",
  configResolved(config) {
    for (const { optimizeDeps } of [
      config,
      ...Object.values(config.environments),
    ]) {
      const at = optimizeDeps.include?.indexOf("react-router-dom") ?? -1;
      if (at >= 0) optimizeDeps.include?.splice(at, 1);
    }
  },
};

/**
 * The site's own components, helpers and content modules do nothing when imported: a page that imports
 * one for its build-time render alone (`import.meta.env.SSR && …`) then downloads neither it nor the
 * shared file it would be in (such as the events' code, on a chapter's page).
 */
const ownModulesArePure: Plugin = {
  name: "own-modules-are-pure",
  apply: "build",
  transform(code, id) {
    if (/\/src\/(components|lib|content)\/[^?]*\.tsx?$/.test(id))
      return { code, map: null, moduleSideEffects: false };
  },
};

// The files of the client build. Every page shares one file of the site's code with React and the
// router. The events' pages have one more, with what they run from the start: the visitor's date, their
// words, the region that waits for another date. What they draw in the browser only on another date, or
// after a move to them (the list, an event's opening), is one file that loads then (DatedRegion).
const siteCode = /\/src\/(components|lib|content)\//;
const eventsFirst =
  /\/src\/(lib\/(use-today|calendar-date|event-path)\.ts|components\/dated-region\.tsx)$|virtual:content\/pages\/event$/;
const eventsLater =
  /\/src\/(components\/(event\/(?!event-list\.tsx)|picture\.tsx)|lib\/(event-|format-date))/;
// React DOM's small package entry and the router's few modules that the client entry also imports go
// with the site's code, rather than into two files of their own (the client entry keeps React DOM's client).
const sharedPackages =
  /\/node_modules\/(react-dom\/(index\.js|cjs\/react-dom\.production\.js)|react-router\/)/;

// Vite's helper for the dynamic imports goes with the events' first file: only the events' pages
// import a module later.
const preloadHelper = "\0vite/preload-helper.js";

// The oldest engines the site is built for (docs/decisions/0006-every-browser.md): Chromium 79
// (old Android WebViews, UC Browser), Firefox 78 ESR, Safari 14.
const target = ["chrome79", "edge79", "firefox78", "safari14"];

export default defineConfig({
  define: { __BUILD_DATE__: JSON.stringify(today) },
  plugins: [
    contentPlugin({ today }),
    tailwindcss(),
    reactRouter(),
    notDecapsRouter,
    productionRouter(),
    ownModulesArePure,
  ],
  // src/admin/index.html is the editor's own app (vite.admin.config.ts), not an entry of the site.
  optimizeDeps: { entries: [] },
  css: {
    // Tailwind puts every rule in a cascade layer, which engines before Chromium 99 drop:
    // flatten the layers, keeping their order through specificity.
    postcss: { plugins: [oldEngines(), postcssCascadeLayers()] },
  },
  build: {
    target,
    // Lightning CSS lowers the rest for the same engines: media ranges, nesting, colour functions.
    cssTarget: target,
    cssMinify: "lightningcss",
    rolldownOptions: {
      // `tw` is String.raw, which only marks a class list for the formatter: a list no code reads is dropped.
      treeshake: { manualPureFunctions: ["tw"] },
      // The site's code that several pages share goes into one file with React and the router, rather
      // than a dozen small ones: fewer requests on a slow link, a little less to download.
      output: {
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: (id) =>
                sharedPackages.test(id) ||
                (siteCode.test(id) &&
                  !eventsFirst.test(id) &&
                  !eventsLater.test(id)),
              minShareCount: 2,
            },
            {
              name: "events",
              test: (id) => eventsFirst.test(id) || id === preloadHelper,
              minShareCount: 2,
            },
            { name: "event-views", test: eventsLater },
          ],
        },
      },
    },
  },
});
