import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { contentPlugin } from "./src/content/content-plugin.ts";

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

export default defineConfig({
  plugins: [contentPlugin(), tailwindcss(), reactRouter(), notDecapsRouter],
  // src/admin/index.html is the editor's own app (vite.admin.config.ts), not an entry of the site.
  optimizeDeps: { entries: [] },
});
