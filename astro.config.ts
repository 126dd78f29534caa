import { resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import postcssCascadeLayers from "@csstools/postcss-cascade-layers";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import type { Plugin } from "vite";
import { plainDynamicImports } from "./scripts/plain-dynamic-imports.mjs";
import { oldEngines } from "./scripts/postcss-old-engines.mjs";

// The oldest engines the site is built for (docs/decisions/0006-every-browser.md): Chromium 79
// (old Android WebViews, UC Browser), Firefox 78 ESR, Safari 14.
const target = ["chrome79", "edge79", "firefox78", "safari14"];

/**
 * The site's own hydration directives (src/islands/), by the file of each: after the first paint, on
 * another day, and once the island nears the viewport.
 */
const directives = { afterpaint: "after-paint", dated: "dated", near: "near" };
const islandDirectives: AstroIntegration = {
  name: "quantum-africa-directives",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      for (const [name, file] of Object.entries(directives))
        addClientDirective({
          name,
          entrypoint: fileURLToPath(
            new URL(`./src/islands/${file}.ts`, import.meta.url),
          ),
        });
    },
  },
};

// src/content/store.ts reads the content folder itself, so Vite cannot see that the pages depend on its
// files: in development, a change to any of them renders the pages again from a fresh read (`npm run cms`).
const contentDir = resolve(process.env.CONTENT_DIR ?? "content");
const store = fileURLToPath(new URL("./src/content/store.ts", import.meta.url));
const liveContent: Plugin = {
  name: "quantum-africa-live-content",
  apply: "serve",
  configureServer: (server) => void server.watcher.add(contentDir),
  hotUpdate({ file }) {
    if (!resolve(file).startsWith(contentDir + sep)) return;
    return [...(this.environment.moduleGraph.getModulesByFile(store) ?? [])];
  },
};

export default defineConfig({
  output: "static",
  // `npm run build` builds into a folder of its own and swaps it in on success (scripts/build.mjs).
  outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  // Astro's prefetch starts from the menu's island, after the first paint (src/islands/site-menu.tsx),
  // not from a script of its own in every page's head, which the browser fetches before it paints.
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [react(), islandDirectives],
  vite: {
    plugins: [tailwindcss(), liveContent, plainDynamicImports()],
    // Vite's first scan of src/ for dependencies, without the editor: it has a Vite build of its own, whose
    // virtual module (virtual:editor-config) the site's server cannot resolve and reported as an error.
    optimizeDeps: { entries: ["!src/admin/**"] },
    css: {
      // Tailwind puts every rule in a cascade layer, which engines before Chromium 99 drop:
      // flatten the layers, keeping their order through specificity.
      postcss: { plugins: [oldEngines(), postcssCascadeLayers()] },
    },
    build: {
      target,
      // No script is preloaded: an island's code loads when its directive says, and what it loads later
      // loads when it is needed (scripts/plain-dynamic-imports.mjs).
      modulePreload: false,
      // Lightning CSS lowers the rest for the same engines: media ranges, nesting, colour functions.
      cssTarget: target,
      cssMinify: "lightningcss",
      rolldownOptions: {
        output: {
          // React, React DOM and Astro's renderer in one file: every island needs all three. With them, the
          // menu's island and what it imports (every page loads them): one file compresses better than
          // several. A change to any of them renames the file, which a returning visitor loads again.
          codeSplitting: {
            groups: [
              {
                name: "react",
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|src[\\/](islands[\\/]site-menu|components[\\/]icon|lib[\\/](tw|use-after-hydration|use-hash-target|prefetch-on-intent|register-service-worker))\.tsx?$/,
              },
            ],
          },
        },
      },
    },
  },
});
