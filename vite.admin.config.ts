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

// js-yaml, in Decap's front-matter formats, brings esprima (130 KB) to read YAML's `!!js/function` tags,
// which run code and which this site's JSON never holds: without it, such a tag is refused.
const withoutEsprima: Plugin = {
  name: "without-esprima",
  enforce: "pre",
  resolveId: (id) => (id === "esprima" ? "\0esprima" : null),
  load: (id) => (id === "\0esprima" ? "export default undefined;" : null),
};

// Decap's GitHub backend talks to GitHub's REST API unless the configuration sets `use_graphql`, which
// this site's does not: its GraphQL client (Apollo, graphql: 120 KB) is left out.
const githubWithoutGraphql: Plugin = {
  name: "github-without-graphql",
  enforce: "pre",
  resolveId: (id, importer) =>
    id === "./GraphQLAPI" && importer?.includes("decap-cms-backend-github")
      ? "\0github-graphql"
      : null,
  load: (id) =>
    id === "\0github-graphql"
      ? 'export default class { constructor() { throw new Error("use_graphql is not supported: the editor is built without GitHub\'s GraphQL client"); } }'
      : null,
};

// Decap's utilities import four functions of lodash/fp, whose entry brings the whole of lodash (70 KB):
// each is taken from its own module instead.
const lodashFpFunctions: Plugin = {
  name: "lodash-fp-functions",
  enforce: "pre",
  resolveId: (id) => (id === "lodash/fp" ? "\0lodash-fp" : null),
  load: (id) =>
    id === "\0lodash-fp"
      ? ["filter", "flow", "fromPairs", "map"]
          .map(
            (name) => `export { default as ${name} } from "lodash/fp/${name}";`,
          )
          .join("\n")
      : null,
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
  plugins: [
    tailwindcss(),
    contentMedia,
    withoutEsprima,
    githubWithoutGraphql,
    lodashFpFunctions,
  ],
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
