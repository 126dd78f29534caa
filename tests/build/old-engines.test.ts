import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { oldEngines } from "../../scripts/postcss-old-engines.mjs";
import { builtFiles, readBuilt } from "./build-output";

// Shorthands that Chromium before 87 drops: with them, every py-*, px-*, my-* of the site vanishes there.
const logicalShorthand = /(?:^|[;{])\s*(?:padding|margin)-(?:block|inline)\s*:/;

const stylesheets = builtFiles.filter((file) => file.endsWith(".css"));

describe("the stylesheet for engines before Chromium 87", () => {
  it("has a stylesheet to check", () => {
    expect(stylesheets.length).toBeGreaterThan(0);
  });

  it.each(stylesheets)("%s: spaces blocks with physical sides only", (file) => {
    expect(readBuilt(file)).not.toMatch(logicalShorthand);
  });

  it("writes a logical shorthand as the two physical sides it stands for", async () => {
    const { css } = await postcss([oldEngines()]).process(
      ".a{padding-block:calc(var(--spacing) * 16)}.b{margin-inline:auto}.c{padding-inline:1rem 2rem}",
      { from: undefined },
    );
    expect(css).toBe(
      ".a{padding-top:calc(var(--spacing) * 16);padding-bottom:calc(var(--spacing) * 16)}.b{margin-left:auto;margin-right:auto}.c{padding-inline:1rem 2rem}",
    );
  });
});
