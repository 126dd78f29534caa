import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import budgets from "../../budgets.json";
import { hydratedFiles, readBuilt } from "./build-output";
import {
  checkBudget,
  findInitialRequests,
  findRoutes,
  findStylesheetFonts,
  measureRoute,
} from "../../scripts/budgets.mjs";

const clientDir = "build/client";
/** The route modules' names ("home", "event", …): Vite names each route's chunk after its file. */
const routeNames = readdirSync("src/routes")
  .filter((file) => /^[\w-]+\.tsx$/.test(file) && !file.includes(".test."))
  .map((file) => file.replace(/\.tsx$/, ""));
const routes = await findRoutes(clientDir);

describe("byte budgets of the build", () => {
  it("finds every prerendered page", () => {
    expect(routes).toEqual(
      expect.arrayContaining(["/", "/event", "/our-team", "/chapters"]),
    );
  });

  it.each(routes)("%s loads no more than its budget", async (route) => {
    const violations = checkBudget(
      await measureRoute(clientDir, route),
      budgets,
    );
    expect(violations, violations.join("\n")).toEqual([]);
  });

  it.each(hydratedFiles)(
    "%s hydrates: it loads React Router's client entry and its own route module, not another page's",
    (file) => {
      const pageScripts = findInitialRequests(readBuilt(file), "/")
        .filter(({ type }) => type === "js")
        .map(({ url }) => new URL(url).pathname);
      expect(pageScripts).toContainEqual(
        expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/),
      );
      expect(pageScripts).toContainEqual(
        expect.stringMatching(/^\/assets\/root-[\w-]+\.js$/),
      );
      const routeModules = pageScripts.filter((path) =>
        routeNames.some((name) =>
          new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path),
        ),
      );
      expect(routeModules, "one route module per page").toHaveLength(1);
    },
  );
});

describe("the order a page loads in", () => {
  it.each(hydratedFiles)(
    "%s asks for its stylesheet before any script, and for its scripts at low priority",
    (file) => {
      const html = readBuilt(file);
      const stylesheet = html.indexOf('<link rel="stylesheet"');
      const firstScript = html.search(
        /<link rel="modulepreload"|<script type="module"/,
      );
      expect(stylesheet).toBeGreaterThan(-1);
      expect(firstScript).toBeGreaterThan(stylesheet);
      const scriptTags = html.match(
        /<link rel="modulepreload"[^>]*>|<script type="module"[^>]*>/g,
      );
      expect(scriptTags?.length).toBeGreaterThan(1);
      for (const tag of scriptTags ?? [])
        expect(tag).toContain('fetchpriority="low"');
    },
  );
});

describe("what a page loads first", () => {
  it("counts scripts, the stylesheet, preloaded fonts, eager images (their widest file) and sprites, not lazy images or data: ones", () => {
    const html = `<!doctype html><html><head>
      <link rel="preload" href="/fonts/display.woff2" as="font" type="font/woff2" crossorigin>
      <link rel="modulepreload" href="/assets/entry.js">
      <link rel="stylesheet" href="/assets/app.css">
      <link rel="icon" href="/favicon.svg">
      </head><body>
      <img src="images/hero.svg" alt="">
      <img src="/team/below.svg" alt="" loading="lazy">
      <picture><source type="image/avif" srcset="/media/p-400.avif 400w, /media/p-1200.avif 1200w, /media/p-800.avif 800w"><img src="/media/p-800.webp" alt=""></picture>
      <img src="/media/q-1x.webp" srcset="/media/q-1x.webp 1x, /media/q-2x.webp 2x" alt="">
      <img src="data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E" alt="written into the page">
      <svg><use href="/assets/icons.svg#menu"></use></svg><svg><use href="/assets/icons.svg#close"></use></svg>
      <script type="module">import "/assets/manifest.js"; import * as r from "/assets/route.js"; import("/assets/entry.js");</script>
      </body></html>`;
    // The page is served at /event, without a trailing slash, so "images/hero.svg" is /images/hero.svg.
    const paths = findInitialRequests(html, "/event").map(
      ({ url, type }) => `${type} ${new URL(url).pathname}`,
    );
    expect(paths.sort()).toEqual([
      "css /assets/app.css",
      "font /fonts/display.woff2",
      "image /assets/icons.svg",
      "image /favicon.svg",
      "image /images/hero.svg",
      "image /media/p-1200.avif",
      "image /media/q-2x.webp",
      "js /assets/entry.js",
      "js /assets/manifest.js",
      "js /assets/route.js",
    ]);
  });

  it("takes the stylesheet's latin woff2 faces of families it uses", () => {
    const css = `
      @font-face{font-family:Display;src:url(/a/display-latin.woff2)format("woff2");unicode-range:U+??,U+131}
      @font-face{font-family:Display;src:url(/a/display-cyrillic.woff2)format("woff2");unicode-range:U+0400-045F}
      @font-face{font-family:Unused;src:url(/a/unused.woff2)format("woff2")}
      h1{font-family:Display,sans-serif}`;
    expect(
      findStylesheetFonts(css, new URL("http://site.invalid/a/app.css")),
    ).toEqual(["http://site.invalid/a/display-latin.woff2"]);
  });
});

describe("the budget check", () => {
  it("fails, naming the route, type and size, when a 500 KB script is added", async () => {
    const page = await measureRoute(clientDir, "/event");
    const withExtra = {
      ...page,
      assets: [
        ...page.assets,
        { url: "/assets/extra.js", type: "js" as const, bytes: 500 * 1024 },
      ],
    };
    const violations = checkBudget(withExtra, budgets);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/event: js \d+\.\d KB > budget 120 KB$/),
        expect.stringMatching(/^\/event: total \d+\.\d KB > budget 175 KB$/),
      ]),
    );
  });

  it("uses a route's own budget over the default", () => {
    const page = {
      route: "/event",
      assets: [{ url: "/event", type: "html" as const, bytes: 20 * 1024 }],
    };
    expect(checkBudget(page, { default: { html: 30 } })).toEqual([]);
    expect(
      checkBudget(page, {
        default: { html: 30 },
        routes: { "/event": { html: 10 } },
      }),
    ).toEqual(["/event: html 20.0 KB > budget 10 KB"]);
  });

  describe("on a copy of the build where a page shows a large image above the fold", () => {
    let copy = "";
    afterAll(async () => {
      if (copy) await rm(copy, { recursive: true, force: true });
    });

    it("fails that page's image and total budgets", async () => {
      copy = await mkdtemp(join(tmpdir(), "budgets-"));
      await cp(clientDir, copy, { recursive: true });
      // Random bytes do not compress, so 500 KB stay 500 KB after gzip.
      await writeFile(join(copy, "large.svg"), randomBytes(500 * 1024));
      const page = join(copy, "our-team", "index.html");
      const html = await readFile(page, "utf8");
      await writeFile(
        page,
        html.replace(
          "<main",
          '<img src="/large.svg" alt="" width="1" height="1"><main',
        ),
      );

      const violations = checkBudget(await measureRoute(copy, "/our-team"), {
        ...budgets,
        default: { ...budgets.default, image: 100 },
      });
      expect(violations).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^\/our-team: image 50\d\.\d KB > budget 100 KB$/,
          ),
          expect.stringMatching(
            /^\/our-team: total \d+\.\d KB > budget 175 KB$/,
          ),
        ]),
      );
    });
  });

  it("fails a page that loads something from another host before scrolling", () => {
    const violations = checkBudget(
      { route: "/", assets: [], external: ["https://cdn.example/tracker.js"] },
      budgets,
    );
    expect(violations).toEqual([
      "/: https://cdn.example/tracker.js is loaded from another host before scrolling, so no budget can hold it",
    ]);
  });
});
