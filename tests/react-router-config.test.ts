// @vitest-environment node
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { matchRoutes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";

let dir = "";

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), "content-")), "content");
  cpSync("tests/launch-content/content", dir, { recursive: true });
});

afterEach(() => {
  rmSync(join(dir, ".."), { recursive: true, force: true });
});

/** The routes of src/routes.ts, which follow the content, for the content folder `dir`. */
let routes: RouteConfigEntry[] = [];

/** The paths the React Router config prerenders, for the content folder `dir`. */
async function prerendered(): Promise<string[]> {
  vi.stubEnv("CONTENT_DIR", dir);
  vi.resetModules();
  routes = (await import("../src/routes")).default;
  const staticPaths = routes
    .filter((route) => !/[:*]/.test(route.path ?? ""))
    .map((route) => (route.index ? "/" : `/${route.path}`));
  const { default: config } = await import("../react-router.config");
  const { prerender } = config as unknown as {
    prerender: (args: { getStaticPaths: () => string[] }) => string[];
  };
  return prerender({ getStaticPaths: () => staticPaths });
}

/** As React Router checks with `ssr: false`: every route with a loader needs a prerendered path. */
function routesWithoutPath(paths: string[]): string[] {
  const matched = new Set(
    paths.flatMap((path) =>
      (
        matchRoutes(
          routes.map(({ file, path, index }) =>
            index ? { id: file, index: true } : { id: file, path },
          ),
          path,
        ) ?? []
      ).map((match) => match.route.id),
    ),
  );
  return routes
    .filter((route) =>
      /^export (async )?(function|const) loader\b/m.test(
        readFileSync(join("src", route.file), "utf8"),
      ),
    )
    .map((route) => route.file)
    .filter((file) => !matched.has(file));
}

describe("the prerendered paths of react-router.config.ts", () => {
  it("hold the feed and each event's calendar file", async () => {
    writeFileSync(join(dir, "events", "a-made-up-event.json"), "{}");
    const paths = await prerendered();
    expect(paths).toContain("/calendar/events.ics");
    expect(paths).toContain("/calendar/a-made-up-event.ics");
    expect(paths).toContain("/404");
    expect(new Set(paths).size).toBe(paths.length);
    expect(routesWithoutPath(paths)).toEqual([]);
  });

  it.each(["empty", "missing"] as const)(
    "with an events folder that is %s, hold the feed, so that the calendar route has a file",
    async (folder) => {
      rmSync(join(dir, "events"), { recursive: true });
      if (folder === "empty") mkdirSync(join(dir, "events"));
      const paths = await prerendered();
      expect(paths.filter((path) => path.startsWith("/calendar/"))).toEqual([
        "/calendar/events.ics",
      ]);
      expect(routesWithoutPath(paths)).toEqual([]);
    },
  );

  it("leave a file in place of the events folder to the content plugin, which names it", async () => {
    rmSync(join(dir, "events"), { recursive: true });
    writeFileSync(join(dir, "events"), "");
    expect(await prerendered()).toContain("/calendar/events.ics");
  });
});

describe("the news routes", () => {
  const post = (date: string) =>
    JSON.stringify({
      title: "A made-up post",
      date,
      summary: "A summary.",
      body: "A body.",
      authors: ["a-made-up-person"],
    });

  it("wait for a post's day: a post dated after the build's day has no page until then", async () => {
    mkdirSync(join(dir, "news"));
    writeFileSync(join(dir, "news", "a-later-post.json"), post("2026-06-02"));
    vi.stubEnv("BUILD_DATE", "2026-06-01");
    let paths = await prerendered();
    expect(paths.filter((path) => path.startsWith("/news"))).toEqual([]);

    vi.stubEnv("BUILD_DATE", "2026-06-02");
    paths = await prerendered();
    expect(paths).toEqual(
      expect.arrayContaining(["/news", "/news/a-later-post", "/news/feed.xml"]),
    );
    expect(routesWithoutPath(paths)).toEqual([]);
  });

  it("leave out the partners, the news and the footer's pages while they have no content", async () => {
    const paths = await prerendered();
    for (const path of [
      "/partners",
      "/news",
      "/news/feed.xml",
      "/terms",
      "/privacy",
      "/code-of-conduct",
      "/help",
    ])
      expect(paths).not.toContain(path);
  });

  it("give each page of content/pages/ its address", async () => {
    mkdirSync(join(dir, "pages"));
    writeFileSync(join(dir, "pages", "terms.json"), "{}");
    const paths = await prerendered();
    expect(paths).toContain("/terms");
    expect(paths).not.toContain("/privacy");
  });
});
