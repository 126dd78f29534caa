import { createReadStream, existsSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, runnerImport, type Plugin } from "vite";

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

// The site's content is JSON: Decap's YAML, TOML and front-matter formats (yaml, gray-matter, js-yaml,
// @iarna/toml, and the Buffer polyfill gray-matter needs: 190 KB) are left out, and a collection in one
// of them is refused. Decap's own uses of yaml, reading a config.yml (which this editor does not load)
// and writing the configuration into an error report, read and write JSON, which is YAML too.
const jsonFormatsOnly: Plugin = {
  name: "json-formats-only",
  enforce: "pre",
  resolveId(id, importer) {
    if (!importer?.includes("decap-cms-core")) return null;
    if (["./yaml", "./toml", "./frontmatter"].includes(id))
      return importer.endsWith("formats.js") ? "\0other-formats" : null;
    if (id === "yaml") return "\0yaml-as-json";
    if (id === "./lib/polyfill") return "\0no-polyfill";
    return null;
  },
  load(id) {
    if (id === "\0other-formats")
      return [
        "const refuse = () => { throw new Error('The editor reads and writes JSON only, not YAML, TOML or front matter.'); };",
        "const other = { fromFile: refuse, toFile: refuse };",
        "export default other;",
        "export const FrontmatterInfer = other;",
        "export const frontmatterJSON = () => other;",
        "export const frontmatterTOML = () => other;",
        "export const frontmatterYAML = () => other;",
      ].join("\n");
    if (id === "\0yaml-as-json")
      return "export default { parse: (text) => JSON.parse(text), stringify: (value) => JSON.stringify(value, null, 2) };";
    if (id === "\0no-polyfill") return "";
    return null;
  },
};

// Decap's App imports its entry form and its Workflow tab with the rest: they load when first opened
// instead (src/admin/screens.tsx), with the Markdown of the fields' hints (remark), the split panes of
// form and preview, and the drag and drop of the Workflow tab.
const screensOnDemand: Plugin = {
  name: "screens-on-demand",
  enforce: "pre",
  async resolveId(id, importer) {
    if (!importer?.includes("decap-cms-core")) return null;
    if (
      importer.endsWith("App.js") &&
      (id === "../Editor/Editor" || id === "../Workflow/Workflow")
    )
      return `\0screen:${id.split("/").at(-1)}`;
    // The drag and drop is re-exported with Decap's other UI parts, which the first screens use: marked
    // free of side effects, it stays with the Workflow tab that alone uses it.
    if (id === "./DragDrop") {
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    }
    return null;
  },
  load: (id) =>
    id.startsWith("\0screen:")
      ? `export { ${id.slice("\0screen:".length)} as default } from ${JSON.stringify(resolve("src/admin/screens.tsx"))};`
      : null,
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
    withoutEsprima,
    githubWithoutGraphql,
    lodashFpFunctions,
    jsonFormatsOnly,
    screensOnDemand,
    configAsData,
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
