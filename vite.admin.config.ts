import { createReadStream, existsSync } from "node:fs";
import { basename, join } from "node:path";
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
      createReadStream(file).pipe(response);
    });
  },
};

// Decap's dependencies warn about their own code (eval, "use client"); nothing to act on here.
const quietCodes = new Set(["EVAL", "MODULE_LEVEL_DIRECTIVE"]);

export default defineConfig({
  root: "src/admin",
  base: "/admin/",
  publicDir: "public",
  plugins: [tailwindcss(), contentMedia],
  build: {
    outDir: "../../build/client/admin",
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
