import type { Page } from "@playwright/test";
import {
  expect,
  mainNav,
  openMenuIfCollapsed,
  test,
  waitForHydration,
} from "./fixtures";
import { hashLinks, hero, navItems, pages, routes } from "./site-facts";

/** Marks the document: a full page load would lose the mark, client-side navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

const isSameDocument = (page: Page) =>
  page.evaluate(() => "sameDocument" in window);

// With the service worker, as a visitor's browser has it after the first page.
test.use({ serviceWorkers: "allow" });

async function clickNavItem(page: Page, name: string) {
  await openMenuIfCollapsed(page);
  await mainNav(page).getByRole("link", { name, exact: true }).click();
}

test("every page hydrates without a warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (["warning", "error"].includes(message.type()))
      warnings.push(message.text());
  });
  for (const route of routes) {
    await page.goto(route.path);
    await waitForHydration(page);
    expect(
      await page.evaluate(() => "__reactRouterRouteModules" in window),
      `${route.path} runs React Router`,
    ).toBe(true);
  }
  expect(warnings).toEqual([]);
});

test(
  "the nav moves through the site in one document: / → /event → /our-team → /chapters",
  { tag: "@each-width" },
  async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await markDocument(page);
    const journey = [pages.event, pages.team, pages.chapters];
    for (const { nav: item, path, heading } of journey) {
      await clickNavItem(page, item);
      await expect(page).toHaveURL(path);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      await expect(page).toHaveTitle(
        routes.find((route) => route.path === path)?.title ?? "",
      );
      expect(await isSameDocument(page), `${path} kept the document`).toBe(
        true,
      );
      // On a phone the menu has closed again: the current item is marked all the same.
      await expect(
        mainNav(page).getByRole("link", {
          name: item,
          exact: true,
          includeHidden: true,
        }),
      ).toHaveAttribute("aria-current", "page");
    }
    expect(
      await page.evaluate(
        () => performance.getEntriesByType("navigation").length,
      ),
    ).toBe(1);
  },
);

test("a link to a section of the home page, from another page, lands there in the same document", async ({
  page,
}) => {
  await page.goto("/our-team");
  await waitForHydration(page);
  await markDocument(page);

  const section = hashLinks.at(-1);
  if (!section) throw new Error("the menu has no in-page link");
  await clickNavItem(page, section.name);

  await expect(page).toHaveURL(`/#${section.id}`);
  const region = page.getByRole("region", { name: section.heading });
  await expect(region).toBeFocused();
  await expect(region).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
});

test("back and forward stay in the same document", async ({ page }) => {
  await page.goto("/chapters");
  await waitForHydration(page);
  await markDocument(page);
  await clickNavItem(page, pages.team.nav);
  await expect(page).toHaveURL(pages.team.path);

  await page.goBack();
  await expect(
    page.getByRole("heading", { level: 1, name: pages.chapters.heading }),
  ).toBeVisible();
  await page.goForward();
  await expect(
    page.getByRole("heading", { level: 1, name: pages.team.heading }),
  ).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test("the menu opens from the keyboard, and Escape closes it and gives focus back", async ({
  page,
}) => {
  await page.goto("/event");
  const menuButton = page.getByRole("button", { name: "Menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(
    mainNav(page).getByRole("link", { name: navItems[0]?.name, exact: true }),
  ).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Space");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
});

test(
  "a link in content kept as prerendered fetches the next page's code on hover, then moves in one document",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/contact/sent");
    await waitForHydration(page);
    await markDocument(page);
    const preloads = page.locator(
      'link[rel="modulepreload"], link[rel="prefetch"]',
    );
    const before = await preloads.count();
    const homeLink = page.locator('main a[href="/"]');

    await homeLink.hover();
    await expect
      .poll(() => preloads.count(), { message: "the home page's code" })
      .toBeGreaterThan(before);
    await homeLink.click();

    await expect(page).toHaveURL("/");
    await expect(
      page.getByRole("heading", { level: 1, name: hero.headline }),
    ).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  },
);
