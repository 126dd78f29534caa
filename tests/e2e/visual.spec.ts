// The design, held: a full-page screenshot of every page at a phone's, a tablet's and a desk's width, compared
// with the baselines in visual.spec.ts-snapshots/. They are taken of fixed content, the test copy of
// tests/content-variant.mjs (built and browsed as of its day, BUILD_DATE, which fixes the browser's
// clock: tests/e2e/fixtures.ts), so that no edit of the site's own content changes them: the Playwright
// project "visual", which `npm test` runs on that copy. After an intended change of the design:
// `npm run test:visual -- --update-snapshots`, look at the new images, commit them.
import { expect, test, waitForHydration } from "./fixtures";
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
// 320 px stands for every phone: no breakpoint lies between it and 390 px, and it is the tighter.
const widths = [320, 768, 1280];

const snapshotName = (path: string, width: number) =>
  `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}.png`;

// One width per test, set here.
test.describe("the design", { tag: "@visual" }, () => {
  test.beforeAll(() => {
    if (!process.env.BUILD_DATE)
      throw new Error(
        "The visual tests run on the test copy, as of its day: npm run test:visual",
      );
  });

  for (const width of widths) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const path of pages) {
        test(`${path} looks as designed`, async ({ page, siteGuard }) => {
          if (path === notFound.path) siteGuard.expectNotFound(path);
          await page.goto(path);
          await waitForHydration(page);
          // Every item of a list drawn (content-visibility: auto draws those near the screen only), every
          // image loaded, lazy ones too, and the fonts in use: the page as a visitor sees it scrolled through.
          await page.evaluate(async () => {
            for (const element of document.querySelectorAll<HTMLElement>(
              "main *",
            ))
              element.style.contentVisibility = "visible";
            const images = [...document.images];
            for (const image of images) image.loading = "eager";
            await Promise.all(images.map((image) => image.decode()));
            await document.fonts.ready;
          });
          await expect(page).toHaveScreenshot(snapshotName(path, width), {
            fullPage: true,
            animations: "disabled",
            caret: "hide",
          });
        });
      }
    });
  }
});
