// @vitest-environment node
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { calendarPath } from "./calendar-path";
import {
  contentPagePaths,
  homeSections,
  isSitePath,
  pagePaths,
} from "./site-paths";

describe("the site's own paths", () => {
  it("are the pages of src/routes.ts (less the offline page, which no content links to, the feeds and the calendar files)", () => {
    const pages = routes
      .filter(
        (route) =>
          !["*", "offline"].includes(route.path ?? "") &&
          !/[:.]/.test(route.path ?? ""),
      )
      .map((route) => (route.index ? "/" : `/${route.path}`));
    // Every page that is always there, and of the others, those the content has.
    for (const path of pagePaths) expect(pages).toContain(path);
    for (const path of pages)
      expect([...pagePaths, ...contentPagePaths]).toContain(path);
  });

  it("accept the pages, the home page's sections and calendar files", () => {
    for (const path of pagePaths) expect(isSitePath(path), path).toBe(true);
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
