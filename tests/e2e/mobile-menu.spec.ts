import type { Page } from "@playwright/test";
import { expect, mainNav, test, waitForHydration } from "./fixtures";
import { navItems, pages } from "./site-facts";

/** The six navigation items and the Support Us button, all shown. */
async function expectAllItemsVisible(page: Page) {
  for (const item of navItems) {
    await expect(
      mainNav(page).getByRole("link", { name: item.name, exact: true }),
    ).toBeVisible();
  }
  await expect(
    mainNav(page).getByRole("link", { name: /^Support Us/ }),
  ).toBeVisible();
}

// The menu button is for small screens: these run in the phone project only (see playwright.config.ts).
test.describe("on a phone", { tag: "@phone" }, () => {
  test("the menu button opens the list it controls", async ({ page }) => {
    await page.goto("/event");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    // The closed list is out of the accessibility tree, so look for it among hidden elements too.
    const list = mainNav(page).getByRole("list", { includeHidden: true });
    await expect(list).toBeHidden();
    const listId = await list.getAttribute("id");
    expect(listId).toBeTruthy();
    await expect(menuButton).toHaveAttribute("aria-controls", listId ?? "");
    for (const item of navItems) {
      await expect(
        mainNav(page).getByRole("link", { name: item.name, exact: true }),
      ).toBeHidden();
    }

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    await expectAllItemsVisible(page);

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
  });

  test("choosing an item navigates and closes the menu", async ({ page }) => {
    await page.goto("/event");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await mainNav(page)
      .getByRole("link", { name: pages.team.nav, exact: true })
      .click();
    await expect(page).toHaveURL(pages.team.path);
    await expect(
      page.getByRole("heading", { level: 1, name: pages.team.heading }),
    ).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(
      mainNav(page).getByRole("link", { name: pages.team.nav, exact: true }),
    ).toBeHidden();
  });

  test("Escape closes the menu and gives focus back to the button", async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    const firstItem = mainNav(page).getByRole("link", {
      name: navItems[0]?.name,
      exact: true,
    });
    await expect(firstItem).toBeVisible();
    await firstItem.focus();
    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(firstItem).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("Tab out of the open menu closes it, and the focus goes on to the page", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    const support = mainNav(page).getByRole("link", { name: /^Support Us/ });
    await support.focus();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(support).toBeHidden();
    // The focus is on the page, not left in a hidden menu.
    expect(
      await page.evaluate(
        () =>
          document.activeElement !== document.body &&
          !document.querySelector("nav")?.contains(document.activeElement),
      ),
    ).toBe(true);
  });
});

// Wide screens show the items inline: this runs in the desktop project only.
test.describe("on a desktop", { tag: "@desktop" }, () => {
  test("the items are visible without a menu button", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expectAllItemsVisible(page);
  });
});
