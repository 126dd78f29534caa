import type { Locator } from "@playwright/test";
import { expect, mainNav, test } from "./fixtures";
import { navItems } from "./site-facts";

const outlineOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });

test("the skip link is the first Tab stop and moves focus to the main content", async ({
  page,
}) => {
  await page.goto("/event");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  // Shown with its padding, clear of the logo, and moving nothing on the page.
  expect(
    await skipLink.evaluate((link) => getComputedStyle(link).paddingLeft),
  ).not.toBe("0px");
  const logo = await page
    .getByRole("banner")
    .getByRole("link")
    .first()
    .boundingBox();
  const shown = await skipLink.boundingBox();
  if (!logo || !shown) throw new Error("the logo or the skip link has no box");
  expect(
    shown.y >= logo.y + logo.height || shown.x >= logo.x + logo.width,
  ).toBe(true);
  expect(
    await page
      .getByRole("banner")
      .evaluate((header: HTMLElement) => header.offsetTop),
  ).toBe(0);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("a navigation link reached with Tab shows a focus ring", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const target = mainNav(page).getByRole("link", {
    name: navItems[0]?.name,
    exact: true,
  });
  const menuButton = page.getByRole("button", { name: "Menu" });
  // Skip link, home link, then (on a phone) the menu button, which opens the list.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  if (isMobile) {
    await page.keyboard.press("Tab");
    await expect(menuButton).toBeFocused();
    expect((await outlineOf(menuButton)).style).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  }
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  const outline = await outlineOf(target);
  expect(outline.style).not.toBe("none");
  expect(outline.width).not.toBe("0px");
});
