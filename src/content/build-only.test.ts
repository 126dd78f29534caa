// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The modules that run at build time only: the Vite plugin and what it uses (the CMS previews may use markdown.ts and flag-url.ts).
const buildOnly = [
  "content-plugin.ts",
  "load.ts",
  "prepare.ts",
  "images.ts",
  "schemas.ts",
  "markdown.ts",
  "flag-url.ts",
  "flags.ts",
  "map-of-africa.ts",
].map((file) => join("src/content", file));

const sources = (readdirSync("src", { recursive: true }) as string[])
  .map((file) => join("src", file))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  // The editing interface (src/admin/) is its own app, loaded by editors only: it renders Markdown.
  .filter((file) => !file.startsWith(join("src", "admin")));

/** The modules a file imports as values (type-only imports are erased). */
const valueImports = (file: string) =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /^import (?!type )[^;]*?from "([^"]+)";/gms,
    ),
  ].map((match) => match[1]);

describe("what the pages import", () => {
  it.each(sources.filter((file) => !buildOnly.includes(file)))(
    "%s imports neither zod, micromark, sharp, every flag nor the loader",
    (file) => {
      for (const specifier of valueImports(file))
        expect(specifier).not.toMatch(
          /^(zod|micromark|sharp|d3-geo|topojson-client|world-atlas\/.*|countries-list|iso-3166)$|\/(schemas|load|prepare|images|markdown|flag-url|flags|map-of-africa|content-plugin)(\.(ts|json))?$/,
        );
    },
  );
});
