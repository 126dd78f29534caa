// The design, held: a full-page screenshot of every page at the four widths it is drawn for, compared
// with the baselines beside this file (visual.spec.ts-snapshots/). After an intended change:
// npx playwright test tests/e2e/visual.spec.ts --update-snapshots, look at the new images, commit them.
import { expect, test, waitForHydration } from "./fixtures";
import { notFound, routes } from "./site-facts";

const pages = [
  ...routes.map((route) => route.path),
  "/contact/sent",
  notFound.path,
];
const widths = [320, 390, 768, 1280];

/** A day after every event of the content, so that each reads as past however long ago the site was built. */
const fixedDay = new Date("2026-01-15T12:00:00");

const snapshotName = (path: string, width: number) =>
  `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}.png`;

// One width per test, set here: the "desktop" project runs them all (the tag keeps the phone project out).
for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(
        `${path} looks as designed`,
        { tag: "@desktop" },
        async ({ page, siteGuard }) => {
          if (path === notFound.path) siteGuard.expectNotFound(path);
          // The page's "today" after hydration (src/lib/use-today.ts); the clock's timers keep running.
          await page.clock.setFixedTime(fixedDay);
          await page.goto(path);
          await waitForHydration(page);
          // Every image loaded, lazy ones too, and the fonts in use.
          await page.evaluate(async () => {
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
        },
      );
    }
  });
}
