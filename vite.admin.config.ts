import { createReadStream, existsSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// The editing interface (/admin/) is its own small app, bundled into build/client/admin/ after the site.
// `npm run cms` serves it in development, beside Decap's local backend.

/** In development, /media/<file> is served from content/media/, as the built site serves it. */
const contentMedia: Plugin = {
  name: "content-media",
  configureServer(server) {
    server.middlewares.use("/media", (request, response, next) => {
      const file = join("content/media", basename(request.url ?? ""));
      if (!existsSync(file)) return next();
      if (file.endsWith(".svg"))
        response.setHeader("Content-Type", "image/svg+xml");
      createReadStream(file).pipe(response);
    });
  },
};

// Decap's dependencies warn about their own code (eval, "use client"); nothing to act on here.
const quietCodes = new Set(["EVAL", "MODULE_LEVEL_DIRECTIVE"]);

export default defineConfig({
  root: "src/admin",
  base: "/admin/",
  // The configuration is built from the content schemas (config.ts), not served as a file.
  publicDir: false,
  // Its own dependency cache: the site's development server runs beside it (`npm run cms`).
  cacheDir: resolve("node_modules/.vite-admin"),
  plugins: [tailwindcss(), contentMedia],
  // The editor reads Decap's store and backend (main.tsx); with them split apart in development, a
  // library of Decap's (@iarna/toml) needs Node's `global`.
  define: { global: "globalThis" },
  build: {
    outDir: resolve(process.env.BUILD_DIR ?? "build", "client/admin"),
    emptyOutDir: true,
    // Decap is one large editor app, loaded only by the people who edit the site.
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (!quietCodes.has(warning.code ?? "")) warn(warning);
      },
    },
  },
});
