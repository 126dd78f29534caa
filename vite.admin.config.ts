import { createReadStream, existsSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, runnerImport, type Plugin } from "vite";
import type * as Decap from "./src/admin/decap.ts";

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

// The configuration is built from the content schemas (src/admin/config.ts) when the editor is built,
// and reaches the browser as data: zod and the schemas load only with the checks of the first save. In
// development it is built in the browser, so that a change of the schemas shows at once.
let command = "build";
const configAsData: Plugin = {
  name: "config-as-data",
  config: (_, env) => {
    command = env.command;
  },
  resolveId: (id) =>
    id === "virtual:editor-config" ? "\0editor-config" : null,
  async load(id) {
    if (id !== "\0editor-config") return null;
    const file = resolve("src/admin/config.ts");
    if (command === "serve")
      return `export { config } from ${JSON.stringify(file)};`;
    const { module } = await runnerImport<{ config: object }>(file, {
      configFile: false,
      logLevel: "error",
    });
    return `export const config = ${JSON.stringify(module.config)};`;
  },
};

// The previews render the site's React cards from the entry being edited. The build's content (src/content/,
// prepared by src/pipeline/) reads the disk with Node's APIs and must not reach the browser through them.
const buildOnly = [resolve("src/content"), resolve("src/pipeline")];
const noBuildContent: Plugin = {
  name: "no-build-content",
  enforce: "pre",
  resolveId(id, importer) {
    if (!importer || !id.startsWith(".")) return null;
    const file = resolve(dirname(importer), id);
    if (buildOnly.some((folder) => file.startsWith(`${folder}/`)))
      this.error(
        `${relative(".", importer)} imports ${relative(".", file)}, the build's content, read from the disk with Node's APIs: the editor's previews take what they show as props.`,
      );
    return null;
  },
};

// The adapter around Decap (src/admin/decap.ts) holds the build's rewrites of Decap's files as well as
// what the browser reads of Decap: it is read here without Decap's modules, which run in a browser only.
const withoutDecap: Plugin = {
  name: "without-decap",
  enforce: "pre",
  resolveId: (id) => (id.startsWith("decap-cms-") ? "\0no-decap" : null),
  load: (id) => (id === "\0no-decap" ? "export default {};" : null),
};
const { module: decap } = await runnerImport<typeof Decap>(
  resolve("src/admin/decap.ts"),
  {
    configFile: false,
    logLevel: "error",
    plugins: [withoutDecap],
    environments: { inline: { resolve: { noExternal: [/^decap-cms-/] } } },
  },
);

// Decap's dependencies warn about their own code (eval, "use client"); nothing to act on here.
const quietCodes = new Set(["EVAL", "MODULE_LEVEL_DIRECTIVE"]);

export default defineConfig({
  root: "src/admin",
  base: "/admin/",
  // The configuration is built from the content schemas (configAsData), not served as a file.
  publicDir: false,
  // Its own dependency cache: the site's development server runs beside it (`npm run cms`).
  cacheDir: resolve("node_modules/.vite-admin"),
  plugins: [
    tailwindcss(),
    contentMedia,
    // Decap's files that the editor rewrites, and its parts that the stylesheets name: all in one place,
    // which fails the build when Decap no longer has them.
    decap.decapAdapter(resolve("src/admin/screens.tsx")),
    configAsData,
    noBuildContent,
  ],
  // The editor reads Decap's store and backend (src/admin/decap.ts); with them split apart in
  // development, a library of Decap's (@iarna/toml) needs Node's `global`.
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
