import type { Page } from "@playwright/test";
import { content } from "./content";
import { expect, test } from "./fixtures";
import { hero, somethingHappening, startsWith } from "./site-facts";

// The home page's layout on the screens it is read on, on the test copy (tests/content-variant.mjs):
// fixed content, so that no edit of the site's own content moves these lines. Its home page holds all
// the launch content holds, and more (what is happening now, a link to the partners, a privacy notice).

/** A phone's screen, as the phone project has it (playwright.config.ts). */
const phoneScreen = { width: 390, height: 844 };

// The home page was 7,613 px tall at 390 px, nine screens of a phone. Its design holds the launch
// content in five (4,220 px: 4,188 measured on 2026-12-02); the test copy has more on the page than the
// launch content (4,583 px measured): five screens and a half.
const homeBudget = 5.5 * phoneScreen.height;

// The footer, the same on every page, was 586 px tall on a phone, two thirds of its screen: at most half
// of one (378 px measured on the test copy, whose footer also links a privacy notice).
const footerBudget = phoneScreen.height / 2;

/** The home page, with its fonts in place: they set its lines, and so its height. */
async function load(page: Page) {
  await page.goto("/");
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** The box of what a locator finds, in the window's coordinates as first shown. */
async function boxOf(locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { top: box.y, bottom: box.y + box.height };
}

test.describe("the home page's layout", { tag: "@content" }, () => {
  test("the home page stays within its budget on a phone", async ({ page }) => {
    await page.setViewportSize(phoneScreen);
    await load(page);
    const height = await page.evaluate(
      () => document.documentElement.scrollHeight,
    );
    expect(height).toBeLessThanOrEqual(homeBudget);
  });

  test("the footer stays within its budget on a phone", async ({ page }) => {
    await page.setViewportSize(phoneScreen);
    await load(page);
    const footer = await page.getByRole("contentinfo").boundingBox();
    expect(footer?.height).toBeLessThanOrEqual(footerBudget);
  });

  for (const screen of [{ width: 320, height: 568 }, phoneScreen])
    test(`the call to action is whole on the first screen at ${screen.width}×${screen.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await load(page);
      const cta = page
        .getByRole("region", { name: hero.headline })
        .getByRole("link", { name: startsWith(content.home.hero.cta.title) });
      await expect(cta).toBeVisible();
      // Below the sticky header, which would hide what lies under it.
      const header = await boxOf(page.getByRole("banner"));
      const { top, bottom } = await boxOf(cta);
      expect(top).toBeGreaterThanOrEqual(header.bottom);
      expect(bottom).toBeLessThanOrEqual(screen.height);
    });

  test(
    "what is happening now is not cut by the fold on a desk",
    { tag: "@desktop" },
    async ({ page }) => {
      await load(page);
      const now = page.getByRole("region", { name: content.home.now.title });
      await expect(now).toHaveCount(somethingHappening ? 1 : 0);
      if (!somethingHappening) return;
      const fold = page.viewportSize()?.height ?? 0;
      const heading = await boxOf(now.getByRole("heading"));
      const cards = await boxOf(now.getByRole("list"));
      // Whole on the first screen, or beginning below it.
      expect(
        cards.bottom <= fold || heading.top >= fold,
        `the heading at ${heading.top} px, the cards ending at ${cards.bottom} px, the fold at ${fold} px`,
      ).toBe(true);
    },
  );
});
