import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutScripts } from "../../bench/without-scripts.mjs";
import { clientDir, htmlFiles } from "./build-output";

const pages = htmlFiles.map((file) => ({
  file,
  html: readFileSync(join(clientDir, file), "utf8"),
}));
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe("the benchmark's pages without scripts", () => {
  it("keep no script but JSON-LD data, and no modulepreload link", () => {
    for (const { file, html } of pages) {
      const bare = withoutScripts(html);
      expect(scriptTags(bare), file).toEqual(
        scriptTags(html).filter((tag) => tag.includes("application/ld+json")),
      );
      expect(bare, file).not.toMatch(/modulepreload/);
    }
  });

  it("keep the rest of the page as it is", () => {
    for (const { file, html } of pages) {
      const text = (page: string) =>
        page.replace(/<script\b[\s\S]*?<\/script>/g, "");
      expect(text(withoutScripts(html)), file).toBe(text(html));
    }
  });
});
