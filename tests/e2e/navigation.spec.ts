import type { Page } from "@playwright/test";
import { content } from "./content";
import {
  expect,
  mainNav,
  openMenuIfCollapsed,
  test,
  waitForHydration,
} from "./fixtures";
import {
  hashLinks,
  hero,
  navItems,
  notFound,
  pages,
  routes,
} from "./site-facts";

// Every move between pages loads a document of its own (decision 0045): links are plain links, and
// Astro's prefetch fetches the next page when its link is pointed at or focused.

/** Marks the document: the next page, a document of its own, has no such mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { previousDocument: boolean }).previousDocument =
      true;
  });
}

const isMarkedDocument = (page: Page) =>
  page.evaluate(() => "previousDocument" in window);

/** Whether the page has asked for this address of the site as a prefetch, before following any link. */
const prefetched = (page: Page, path: string) =>
  page.evaluate(
    (href) =>
      performance
        .getEntriesByType("resource")
        .some(
          (entry) =>
            entry.name === href &&
            (entry as PerformanceResourceTiming).initiatorType === "link",
        ),
    new URL(path, page.url()).href,
  );

// With the service worker, as a visitor's browser has it after the first page.
test.use({ serviceWorkers: "allow" });

async function clickNavItem(page: Page, name: string) {
  await openMenuIfCollapsed(page);
  await mainNav(page).getByRole("link", { name, exact: true }).click();
}

test("every page hydrates its menu without a warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (["warning", "error"].includes(message.type()))
      warnings.push(message.text());
  });
  for (const route of routes) {
    await page.goto(route.path);
    await waitForHydration(page);
  }
  expect(warnings).toEqual([]);
});

test(
  "the nav moves through the site, a document per page, each fetched ahead when pointed at: / → /event → /our-team → /chapters",
  { tag: "@each-width" },
  async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const journey = [pages.event, pages.team, pages.chapters];
    for (const { nav: item, path, heading } of journey) {
      await markDocument(page);
      await openMenuIfCollapsed(page);
      const link = mainNav(page).getByRole("link", { name: item, exact: true });
      await link.hover();
      await expect
        .poll(() => prefetched(page, path), {
          message: `${path} fetched ahead on hover`,
        })
        .toBe(true);
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      await expect(page).toHaveTitle(
        routes.find((route) => route.path === path)?.title ?? "",
      );
      expect(await isMarkedDocument(page), `${path} is a new document`).toBe(
        false,
      );
      // On a phone the menu is closed on the new page: the current item is marked all the same.
      await expect(
        mainNav(page).getByRole("link", {
          name: item,
          exact: true,
          includeHidden: true,
        }),
      ).toHaveAttribute("aria-current", "page");
      await waitForHydration(page);
    }
  },
);

test(
  "a nav link reached with the keyboard fetches its page ahead",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const link = mainNav(page).getByRole("link", {
      name: pages.team.nav,
      exact: true,
    });
    await link.focus();
    await expect
      .poll(() => prefetched(page, pages.team.path), {
        message: `${pages.team.path} fetched ahead on focus`,
      })
      .toBe(true);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(pages.team.path);
    await expect(
      page.getByRole("heading", { level: 1, name: pages.team.heading }),
    ).toBeVisible();
  },
);

test("a link to a section of the home page, from another page, lands there", async ({
  page,
}) => {
  await page.goto("/our-team");
  await waitForHydration(page);

  const section = hashLinks.at(-1);
  if (!section) throw new Error("the menu has no in-page link");
  await clickNavItem(page, section.name);

  await expect(page).toHaveURL(`/#${section.id}`);
  const region = page.getByRole("region", { name: section.heading });
  await expect(region).toBeFocused();
  await expect(region).toBeInViewport();
});

test("back and forward show the pages again", async ({ page }) => {
  await page.goto("/chapters");
  await waitForHydration(page);
  await clickNavItem(page, pages.team.nav);
  await expect(page).toHaveURL(pages.team.path);
  await expect(
    page.getByRole("heading", { level: 1, name: pages.team.heading }),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(pages.chapters.path);
  await expect(
    page.getByRole("heading", { level: 1, name: pages.chapters.heading }),
  ).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(pages.team.path);
  await expect(
    page.getByRole("heading", { level: 1, name: pages.team.heading }),
  ).toBeVisible();
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
  "a link in a page's text fetches its page ahead on hover, then loads it",
  { tag: "@desktop" },
  async ({ page, siteGuard }) => {
    // The error page, which every build has: its way back is a link in its text.
    siteGuard.expectNotFound(notFound.path);
    await page.goto(notFound.path);
    await waitForHydration(page);
    const homeLink = page
      .getByRole("main")
      .getByRole("link", { name: content.site.errorPage.homeLink });

    await homeLink.hover();
    await expect
      .poll(() => prefetched(page, "/"), { message: "the home page" })
      .toBe(true);
    await homeLink.click();

    await expect(page).toHaveURL("/");
    await expect(
      page.getByRole("heading", { level: 1, name: hero.headline }),
    ).toBeVisible();
  },
);
