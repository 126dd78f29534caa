import type { Page } from "@playwright/test";
import { expect, mainNav, test, waitForHydration } from "./fixtures";
import { pages } from "./site-facts";

// A move between the site's pages is a cross-document view transition (src/styles/app.css), unless the
// visitor asks for less motion. The new page says whether it was revealed by one (its `pagereveal`).
test.describe("view transitions @desktop", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        (window as unknown as { revealedBy: string }).revealedBy = (
          event as Event & { viewTransition: unknown }
        ).viewTransition
          ? "transition"
          : "none";
      });
    });
  });

  const revealedBy = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { revealedBy?: string }).revealedBy,
    );

  for (const [reducedMotion, expected] of [
    ["no-preference", "transition"],
    ["reduce", "none"],
  ] as const)
    test(`a move by the menu, motion ${reducedMotion}: ${expected}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto("/");
      await waitForHydration(page);
      await mainNav(page)
        .getByRole("link", { name: pages.team.nav, exact: true })
        .click();
      await expect(page).toHaveURL(pages.team.path);
      await expect.poll(() => revealedBy(page)).toBe(expected);
    });
});
