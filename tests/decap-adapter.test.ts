// The editor's build fails, naming the cause, when Decap's files no longer have what the editor relies
// on (src/admin/decap.ts): each rewrite must match a file of Decap's, each part its stylesheets name must
// be in Decap's code. Each case builds a small editor with the editor's own configuration.
// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";

const folder = mkdtempSync(join(tmpdir(), "qa-decap-adapter-40-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Builds an editor made of these files (the first is its entry) with vite.admin.config.ts. */
async function buildEditor(name: string, files: Record<string, string>) {
  const root = join(folder, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const [entry = ""] = Object.keys(files);
  return build({
    configFile: resolve("vite.admin.config.ts"),
    root,
    logLevel: "silent",
    build: {
      outDir: join(root, "out"),
      rolldownOptions: { input: join(root, entry) },
    },
  }).then(
    () => "built",
    (error: unknown) => String(error),
  );
}

// Each case is a build of its own: seconds each, more on a busy machine.
describe(
  "the editor's build against Decap's files",
  { timeout: 60_000 },
  () => {
    it("fails, naming each rewrite and part, when Decap's files have none of them", async () => {
      const outcome = await buildEditor("no-decap", {
        "main.js": 'console.log("an editor without Decap");',
      });
      expect(outcome).toContain(
        "Decap's files are not what the editor expects (src/admin/decap.ts)",
      );
      for (const rewrite of [
        "the GitHub backend without its GraphQL client",
        "JSON as the only format of entries",
        "the entry's form loaded when first opened",
        "the drag and drop with the Workflow tab",
      ])
        expect(outcome).toContain(
          `the rewrite "${rewrite}" matched none of Decap's files`,
        );
      expect(outcome).toContain(
        `the part ":--editor-container" ([class*="-EditorContainer"]) is in none of Decap's files`,
      );
    });

    it("names only what is missing: a rewrite that matches a file is not named", async () => {
      const outcome = await buildEditor("one-rewrite", {
        "main.js":
          'import "./node_modules/decap-cms-backend-github/dist/esm/implementation.js";',
        "node_modules/decap-cms-backend-github/dist/esm/implementation.js":
          'import GraphQLAPI from "./GraphQLAPI";\nconsole.log(GraphQLAPI);',
      });
      expect(outcome).toContain(
        'the rewrite "JSON as the only format of entries" matched none',
      );
      expect(outcome).not.toContain(
        "the GitHub backend without its GraphQL client",
      );
    });

    it("fails, naming the stylesheet, on a part Decap has not", async () => {
      const outcome = await buildEditor("unknown-part", {
        "main.js": 'import "./phone.css";',
        "phone.css": ":--root :--no-such-part { display: none; }",
      });
      expect(outcome).toMatch(
        /phone\.css: ":--no-such-part" is no part of Decap's that src\/admin\/decap\.ts knows/,
      );
    });

    it("fails on a selector of Decap's generated class names written in a stylesheet", async () => {
      const outcome = await buildEditor("class-name", {
        "main.js": 'import "./phone.css";',
        "phone.css": '[class*="-EditorContainer"] { display: none; }',
      });
      expect(outcome).toMatch(
        /phone\.css: a selector of Decap's generated class names; name the part as :--<part> instead/,
      );
    });
  },
);
