import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapters } from "../../src/content/chapters";
import { buildSite, copySite, removeSite } from "../site-copy";

// A content file with mistakes, built in a copy of what the build needs: the one build of `npm test` made
// to fail, run once (its content is the site's, whatever it holds, and one file added). The test copy
// that builds is `npm test`'s second build: tests/content-variant.mjs.
let copy = "";

const writeContent = (file: string, data: unknown) =>
  writeFileSync(join(copy, "content", file), JSON.stringify(data, null, 2));

// A country the content has no chapter for yet.
const [country] = [
  ["Kenya", "ke"],
  ["Ghana", "gh"],
  ["Senegal", "sn"],
].filter(([, code]) => !chapters.some((chapter) => chapter.flagCode === code));
if (!country) throw new Error("the content already has every test country");
const [countryName = "", flagCode = ""] = country;
const chapterFile = `chapters/${flagCode}-test.json`;

beforeAll(() => {
  copy = copySite();
});

afterAll(() => removeSite(copy));

describe("content files, built in a copy of the repository", () => {
  it("a chapter with no name and an unknown country stops the build, naming the file and the fields, and leaves the last build in place", () => {
    const lastBuild = join(copy, "build/client/index.html");
    mkdirSync(join(copy, "build/client"), { recursive: true });
    writeFileSync(lastBuild, "the last good build");
    writeContent(chapterFile, {
      name: undefined,
      description: `Quantum Africa ${countryName} Chapter`,
      flagCode: "zz",
      status: "active",
    });

    const { status, output } = buildSite(copy);

    expect(status).not.toBe(0);
    expect(output).toContain(
      `content/${chapterFile}: field "name": is missing; expected the country's name`,
    );
    expect(output).toMatch(
      new RegExp(`content/${chapterFile}: field "flagCode": "zz" is not valid`),
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).toContain("the site in build/ is unchanged");
    expect(readFileSync(lastBuild, "utf8")).toBe("the last good build");
    expect(existsSync(join(copy, "build.next"))).toBe(false);
  });
});
