import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { htmlFiles, readBuilt } from "../build/build-output";
import {
  expect,
  mainNav,
  openMenuIfCollapsed,
  test,
  waitForHydration,
} from "./fixtures";
import { navItems, notFound, routes } from "./site-facts";

// The offline page's copy, as the content has it.
const offline = (
  JSON.parse(readFileSync("content/site.json", "utf8")) as {
    pages: { offline: { title: string; lead: string } };
  }
).pages.offline;

/** Waits until the service worker has precached the site and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, {
        once: true,
      }),
    );
  });
}

async function expectPage(page: Page, route: (typeof routes)[number]) {
  await expect(page).toHaveTitle(route.title);
  for (const text of route.texts)
    await expect(
      page.getByRole("main").getByText(text, { exact: false }).first(),
    ).toBeVisible();
}

/** A picture by its files: a photo's sizes and formats share its hash, "/assets/media/<hash>-<width>.<format>". */
const pictureOf = (address: string) =>
  /^\/assets\/media\/(\w+)-\d+\./.exec(address)?.[1] ?? address;

/**
 * The pictures the worker keeps at install: those of the menu's pages, in the order they show them, as
 * many as its first visit's budget allows (scripts/service-worker.mjs). The rest are kept once seen.
 */
const precachedPictures = new Set(
  [
    ...readBuilt("sw.js").matchAll(
      /"url":"(\/assets\/(?:media|flags)\/[^"]+)"/g,
    ),
  ].map(([, address = ""]) => pictureOf(address)),
);

/**
 * Checks that every picture of the page shows (or each that `only` keeps), each scrolled to as a visitor
 * would; how many it checked.
 */
async function expectPicturesShown(
  page: Page,
  only: (address: string) => boolean = () => true,
): Promise<number> {
  const pictures = page.locator("img");
  const count = await pictures.count();
  let checked = 0;
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    if (
      !only(
        new URL((await picture.getAttribute("src")) ?? "", page.url()).pathname,
      )
    )
      continue;
    checked += 1;
    // A region that follows the date is drawn again on a day other than the build's, with new elements:
    // each try finds the picture afresh, scrolls to it and reads it. A picture has as long as any other
    // assertion (15 s, playwright.config.ts) to show: one that never shows is named then, not at the
    // test's limit.
    const alt = await picture.getAttribute("alt");
    await expect(async () => {
      await picture.scrollIntoViewIfNeeded({ timeout: 1_000 });
      const width = await picture.evaluate(
        (image: HTMLImageElement) => image.complete && image.naturalWidth,
      );
      expect(width, `${page.url()}: ${alt}`).toBeGreaterThan(0);
    }).toPass({ timeout: 15_000 });
  }
  return checked;
}

const navRoutes = routes.filter((route) =>
  navItems.some((item) => item.href === route.path),
);

/** The pages the worker saves at install: the home page and the menu's pages. */
const menuPaths = new Set(["/", ...navRoutes.map((route) => route.path)]);
const fileOf = (path: string) =>
  path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
const addressOf = (file: string) =>
  `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1");

/**
 * The pages the worker does not save at install, each with the heading its HTML opens with; first those
 * a page of the menu links to (an event's page from /event, say), which a visitor reaches by a link.
 */
const otherPages = htmlFiles
  .filter((file) => file.endsWith("index.html"))
  .map((file) => ({
    path: addressOf(file),
    heading: (readBuilt(file).match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .trim(),
  }))
  .filter((page) => !menuPaths.has(page.path) && page.heading !== "");
const linkedFromMenu = (path: string) =>
  [...menuPaths].some((menuPath) =>
    readBuilt(fileOf(menuPath)).includes(`href="${path}"`),
  );
otherPages.sort(
  (a, b) => Number(linkedFromMenu(b.path)) - Number(linkedFromMenu(a.path)),
);

// With the service worker, as a visitor's browser has it after the first page.
test.describe("offline", { tag: "@content" }, () => {
  test.use({ serviceWorkers: "allow", clockOnBuildDay: false });

  test.describe("after one visit, offline", () => {
    test.beforeEach(async ({ page, context, siteGuard }) => {
      // The menu pages' pictures beyond the worker's budget, if the content has so many, are kept once
      // seen: offline, those never seen fail.
      for (const path of menuPaths)
        for (const [address] of readBuilt(fileOf(path)).matchAll(
          /\/assets\/(?:media|flags)\/[\w.-]+/g,
        ))
          if (!precachedPictures.has(pictureOf(address)))
            siteGuard.expectFailedRequests(address);
      await page.goto("/");
      await waitForHydration(page);
      await waitForServiceWorker(page);
      await context.setOffline(true);
    });

    // One visit, one installation of the worker, then each way a visitor meets the site offline.
    test("every page opens, by the navigation, its address and a reload, with its pictures; an unknown address shows the offline page", async ({
      page,
    }) => {
      await test.step("every page opens by the navigation", async () => {
        for (const route of navRoutes) {
          const name = navItems.find((item) => item.href === route.path)?.name;
          await openMenuIfCollapsed(page);
          await mainNav(page).getByRole("link", { name, exact: true }).click();
          await expect(page).toHaveURL(route.path);
          await expectPage(page, route);
          await waitForHydration(page);
        }
      });

      await test.step("every page of the menu opens by its address and by a reload, with every picture the worker kept at install: flags, portraits, posters", async () => {
        let shown = 0;
        for (const route of routes.filter((route) =>
          menuPaths.has(route.path),
        )) {
          await page.goto(route.path);
          await expectPage(page, route);
          await waitForHydration(page);
          shown += await expectPicturesShown(page, (address) =>
            precachedPictures.has(pictureOf(address)),
          );
          await page.reload();
          await expectPage(page, route);
        }
        // The content has pictures on the menu's pages: else this step says nothing.
        expect(shown).toBeGreaterThan(0);
      });

      await test.step("an address the site has no copy of shows the offline page, in the site's design", async () => {
        await page.goto(notFound.path);
        await expect(
          page.getByRole("heading", { level: 1, name: offline.title }),
        ).toBeVisible();
        await expect(page.getByText(offline.lead)).toBeVisible();
        // The site's stylesheet and font, from the cache: not the browser's defaults.
        const look = await page.evaluate(() => ({
          background: getComputedStyle(document.documentElement)
            .backgroundColor,
          font: getComputedStyle(document.querySelector("h1") as Element)
            .fontFamily,
        }));
        expect(look.background).toBe("rgb(5, 10, 28)");
        expect(look.font).toContain("Space Grotesk");
        // A link home that works offline.
        await page.getByRole("link", { name: /home/i }).last().click();
        await expectPage(
          page,
          routes[0] ?? { path: "/", title: /./, texts: [] },
        );
      });
    });
  });

  // Pages the menu does not reach, which the worker keeps once visited (the content has some: the
  // events' and chapters' own pages; a content with none has nothing to test here).
  const [visited, never] = otherPages;
  if (visited)
    test.describe("a page visited once, offline", () => {
      test.beforeEach(async ({ page, context, siteGuard }) => {
        siteGuard.expectFailedRequests(
          /\/assets\/media\/[^/]+\.(avif|webp|jpe?g|png|svg)$/,
        );
        await page.goto("/");
        await waitForHydration(page);
        await waitForServiceWorker(page);
        await page.goto(visited.path);
        await waitForHydration(page);
        await context.setOffline(true);
      });

      const expectVisited = async (page: Page) => {
        await expect(page).toHaveURL(visited.path);
        await expect(
          page.getByRole("heading", { level: 1, name: visited.heading }),
        ).toBeVisible();
      };

      test("opens by its address, a reload and a link, with its pictures; a page never visited shows the offline page", async ({
        page,
      }) => {
        await test.step("opens by its address and by a reload, with the pictures it showed", async () => {
          await page.goto("/");
          await page.goto(visited.path);
          await expectVisited(page);
          await expectPicturesShown(page);
          await waitForHydration(page);
          await page.reload();
          await expectVisited(page);
        });

        await test.step("opens by a link, with its regions", async () => {
          await page.goto("/");
          await waitForHydration(page);
          const path = visited.path;
          const link = page.locator(`main a[href="${path}"]`).first();
          if (await link.count()) await link.click();
          // No page of the menu links to it yet: the document navigation a link would start.
          else await page.evaluate((to) => window.location.assign(to), path);
          await expectVisited(page);
        });

        if (never)
          await test.step("a page never visited shows the offline page", async () => {
            await page.goto(never.path);
            await expect(
              page.getByRole("heading", { level: 1, name: offline.title }),
            ).toBeVisible();
          });
      });
    });

  test("the first page of a visit, which loaded before the worker, keeps its pictures offline", async ({
    page,
    context,
  }) => {
    const first = visited ?? { path: "/" };
    await page.goto(first.path);
    await waitForHydration(page);
    const pictures = await expectPicturesShown(page);
    await waitForServiceWorker(page);
    // The worker keeps what the page loaded once it has taken over: on a busy machine, not at once.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const missing = [];
            for (const entry of performance.getEntriesByType("resource")) {
              const url = new URL(entry.name);
              if (
                url.origin === location.origin &&
                url.pathname.startsWith("/assets/") &&
                !(await caches.match(url.pathname))
              )
                missing.push(url.pathname);
            }
            return missing;
          }),
        { timeout: 30_000 },
      )
      .toEqual([]);
    await context.setOffline(true);
    await page.reload();
    expect(await expectPicturesShown(page)).toBe(pictures);
  });

  test("online, pages come from the network, not from the copy saved at install", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    const installed = Date.now();
    // The Date header has whole seconds: a response of a later second is not the saved copy.
    await page.waitForTimeout(1_100);
    const response = await page.goto("/chapters");
    expect(response?.fromServiceWorker()).toBe(true);
    const served = Date.parse(response?.headers()["date"] ?? "");
    expect(served).toBeGreaterThan(Math.floor(installed / 1000) * 1000);
    expect(response?.headers()["content-security-policy"]).toContain(
      "frame-ancestors 'none'",
    );
  });

  test("the editor at /admin/ and what it loads are left to the network", async ({
    page,
    siteGuard,
  }) => {
    // Decap looks for its local backend on this computer's port 8081: no answer here.
    const localBackend = "http://localhost:8081";
    siteGuard.allowOrigin(localBackend);
    siteGuard.expectFailedRequests(`${localBackend}/api/v1`);
    await page.route(`${localBackend}/**`, (route) => route.abort());
    await page.goto("/");
    await waitForServiceWorker(page);
    const admin: { url: string; fromWorker: boolean }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/admin"))
        admin.push({
          url: response.url(),
          fromWorker: response.fromServiceWorker(),
        });
    });
    await page.goto("/admin/");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    expect(admin.length).toBeGreaterThan(1);
    expect(admin.filter((response) => response.fromWorker)).toEqual([]);
  });

  test.describe("a browser without service workers", () => {
    test.use({ serviceWorkers: "block" });

    test("reads every page as before, with no error", async ({ page }) => {
      for (const route of routes) {
        await page.goto(route.path);
        await waitForHydration(page);
        await expectPage(page, route);
      }
      expect(
        await page.evaluate(() => navigator.serviceWorker?.controller ?? null),
      ).toBeNull();
    });
  });
});
