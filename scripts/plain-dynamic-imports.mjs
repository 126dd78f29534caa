// Vite plugin: the browser's own import() for the islands' code that loads later (Astro's prefetch, the
// landing on a #hash's section). Vite wraps every import() in a helper of its own, which preloads the
// imported module's dependencies; with `build.modulePreload: false` it preloads only stylesheets, and
// the site's later modules have none. The helper still weighs 0.7 KB with brotli in the file that calls
// it, which every page loads (Vite does not leave it out, vitejs/vite#13952). This gives Vite a helper
// that only calls import(), and stops the build, naming the cause, if a later module has a stylesheet
// to preload or if Vite's own helper is bundled again (a Vite that names or loads it otherwise).

/** The module Vite imports its helper from, and the function it calls (vite/src/node/plugins/importAnalysisBuild.ts). */
const helperId = "\0vite/preload-helper.js";
const helper = "export const __vitePreload = (load) => load();";

/** @returns {import("vite").Plugin} */
export function plainDynamicImports() {
  return {
    name: "quantum-africa-plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    load: (id) => (id === helperId ? helper : null),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.code.includes("vite:preloadError"))
          this.error(
            `${chunk.fileName} holds Vite's own preload helper: scripts/plain-dynamic-imports.mjs no longer replaces it (has Vite renamed ${JSON.stringify(helperId)}?)`,
          );
        if (chunk.code.includes("__vite__mapDeps"))
          this.error(
            `${chunk.fileName} imports a module that has files to preload (a stylesheet): the helper of scripts/plain-dynamic-imports.mjs does not preload them`,
          );
      }
    },
  };
}
