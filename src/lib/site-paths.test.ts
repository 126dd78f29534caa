// @vitest-environment node
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { calendarPath } from "./calendar-path";
import {
  contactSentPath,
  contentPagePaths,
  homeSections,
  isSitePath,
  pagePaths,
} from "./site-paths";

/** The pages of src/pages/: each .astro file's address, and whether it is a pattern ("/news/[id]"). */
const pageFiles = readdirSync("src/pages", {
  recursive: true,
  encoding: "utf8",
})
  .filter((file) => file.endsWith(".astro"))
  .map((file) => {
    const path = `/${file.replace(/\.astro$/, "").replace(/(^|\/)index$/, "")}`;
    return { path, dynamic: path.includes("[") };
  });

/** The addresses a page file with parameters answers: "[...rest]" any or none, "[id]" one segment. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/\/\[\.\.\.[^\]]+\]/g, "(?:/.+)?")
      .replace(/\[[^\]]+\]/g, "[^/]+")}$`,
  ).test(path);

describe("the site's own paths", () => {
  it("are the pages of src/pages/ (less the offline and error pages, which no content links to)", () => {
    const pages = pageFiles
      .filter(
        ({ path, dynamic }) => !dynamic && !["/404", "/offline"].includes(path),
      )
      .map(({ path }) => path);
    expect(pages.toSorted()).toEqual([...pagePaths].sort());
  });

  it("are, for the pages that exist once their content does (or once messages are delivered), pages of src/pages/ with parameters", () => {
    const patterns = pageFiles.filter(({ dynamic }) => dynamic);
    for (const path of [...contentPagePaths, contactSentPath])
      expect(
        patterns.some((pattern) => matches(pattern.path, path)),
        path,
      ).toBe(true);
  });

  it("accept the pages, the home page's sections and calendar files", () => {
    for (const path of [...pagePaths, contactSentPath])
      expect(isSitePath(path), path).toBe(true);
    for (const id of Object.values(homeSections))
      expect(isSitePath(`/#${id}`), id).toBe(true);
    expect(isSitePath(calendarPath("qml4africa-2025"))).toBe(true);
  });

  it.each([
    "/\\evil.example/x",
    "//evil.example/x",
    "/\tevil.example",
    "/events",
    "/chapters/",
    "/#nowhere",
    "/calendar/../x.ics",
    "mailto:team@example.org",
    "javascript:alert(1)",
    "",
  ])("refuse %j", (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});
