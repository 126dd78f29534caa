import postcssCascadeLayers from "@csstools/postcss-cascade-layers";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { oldEngines } from "./scripts/postcss-old-engines.mjs";

// The oldest engines the site is built for (docs/decisions/0006-every-browser.md): Chromium 79
// (old Android WebViews, UC Browser), Firefox 78 ESR, Safari 14.
const target = ["chrome79", "edge79", "firefox78", "safari14"];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
  },
});
