import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { notFound, routes } from "./site-facts";

// The pages of the menu, at both widths (the header and the cards are laid out differently), on the test
// copy; every other kind of page is checked by the spec of its kind (chapter-pages, event-pages,
// community-pages).
test.describe("accessibility", { tag: "@content" }, () => {
  for (const route of routes) {
    test(
      `${route.path} has no WCAG 2.2 A or AA violations`,
      { tag: "@each-width" },
      async ({ page }) => {
        await page.goto(route.path);
        await expectNoViolations(page);
      },
    );
  }

  test("the error page has no WCAG 2.2 A or AA violations", async ({
    page,
    siteGuard,
  }) => {
    siteGuard.expectNotFound(notFound.path);
    await page.goto(notFound.path);
    await expectNoViolations(page);
  });

  test("the open mobile menu has no WCAG 2.2 A or AA violations", async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expectNoViolations(page);
  });
});
