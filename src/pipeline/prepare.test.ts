// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { flagSvg } from "../lib/flags";
import { loadContent } from "./load";
import { prepareContent } from "./prepare";

const dir = "tests/launch-content/content";
const cache = mkdtempSync(join(tmpdir(), "qa-prepare-"));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe("prepareContent", () => {
  it("gives each chapter the flag of its own country, written into the page", async () => {
    const content = loadContent(dir);
    const { chapters } = await prepareContent(
      content,
      join(dir, "media"),
      cache,
    );
    expect(chapters.length).toBe(content.chapters.length);
    for (const chapter of chapters)
      expect(
        decodeURIComponent(chapter.flagUrl.replace("data:image/svg+xml,", "")),
      ).toBe(flagSvg(chapter.flagCode));
  });
});
