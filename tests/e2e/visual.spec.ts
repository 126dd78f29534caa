// The design, held: a full-page screenshot of every page at two phones', a tablet's and a desk's width,
// compared with the baselines in visual.spec.ts-snapshots/. They are taken of fixed content, the test copy of
// tests/content-variant.mjs (built and browsed as of its day, BUILD_DATE, which fixes the browser's
// clock: tests/e2e/fixtures.ts), so that no edit of the site's own content changes them: the Playwright
// project "visual", which `npm test` runs on that copy. After an intended change of the design:
// `npm run test:visual -- --update-snapshots`, look at the new images, commit them.
import type { Page } from "@playwright/test";
import { expect, layoutWidths, test, waitForHydration } from "./fixtures";
import { notFound, routes } from "./site-facts";

/**
 * The community's pages of the fixed copy (tests/content-variant.mjs): a chapter with leads, events and
 * addresses of its own, one without any, an event to come with its times and one past with its recap,
 * the partners, the news and a post with its photo, and a text page.
 */
const communityPages = [
  "/chapters/kenya",
  "/chapters/egypt",
  "/event/renamed-variant-workshop",
  "/event/example-hackathon",
  "/partners",
  "/news",
  "/news/example-hackathon-recap",
  "/privacy",
];

const pages = [
  ...routes.map((route) => route.path),
  ...communityPages,
  "/contact/sent",
  notFound.path,
];
const snapshotName = (path: string, width: number) =>
  `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}.png`;

/**
 * Every item of a list drawn (content-visibility: auto draws those near the screen only), every image
 * loaded, lazy ones too, and the fonts in use: the page as a visitor sees it scrolled through.
 */
async function showEverything(page: Page) {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("main *"))
      element.style.contentVisibility = "visible";
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    // After a change of width, the browser chooses each picture's source again before the next frame.
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(resolve)),
    );
    await Promise.all(images.map((image) => image.decode()));
    await document.fonts.ready;
  });
}

// One page load per page, its widths compared in turn: the page is the same document at every width,
// and a load and hydration cost more than a screenshot.
test.describe("the design", { tag: "@visual" }, () => {
  test.beforeAll(() => {
    if (!process.env.BUILD_DATE)
      throw new Error(
        "The visual tests run on the test copy, as of its day: npm run test:visual",
      );
  });

  for (const path of pages) {
    test(`${path} looks as designed at ${layoutWidths.join(", ")} px`, async ({
      page,
      siteGuard,
    }) => {
      if (path === notFound.path) siteGuard.expectNotFound(path);
      await page.setViewportSize({ width: layoutWidths[0], height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      for (const width of layoutWidths)
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await showEverything(page);
          // Soft: every width is compared, and each one that differs is reported.
          await expect.soft(page).toHaveScreenshot(snapshotName(path, width), {
            fullPage: true,
            animations: "disabled",
            caret: "hide",
          });
        });
    });
  }
});
