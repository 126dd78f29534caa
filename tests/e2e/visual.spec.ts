// The design, held: a full-page screenshot of every page at the four widths it is drawn for, compared
// with the baselines in visual.spec.ts-snapshots/. They are taken of fixed content, the launch content
// as tests/content-variant.mjs edits it (with the community's pages on fixed dates, built as of the
// visual tests' day), so that no edit of the site's own content changes them: the Playwright project
// "visual", which `npm test` runs on that copy. After an intended change of the
// design: `npm run test:visual -- --update-snapshots`, look at the new images, commit them.
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
const widths = [320, 390, 768, 1280];

/** A fixed day, so that each event reads the same however long ago the site was built. */
const fixedDay = new Date("2026-01-15T12:00:00");

const snapshotName = (path: string, width: number) =>
  `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}.png`;

// One width per test, set here.
for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`${path} looks as designed`, async ({ page, siteGuard }) => {
        if (path === notFound.path) siteGuard.expectNotFound(path);
        // The page's "today" after hydration (src/lib/use-today.ts); the clock's timers keep running.
        await page.clock.setFixedTime(fixedDay);
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
