import { pageRoutes } from "../build/build-output";
import type { Page } from "@playwright/test";
import { expect, mainNav, test, waitForHydration } from "./fixtures";

// Static hosts, `npm start` among them, answer a page at its own address and at others that name the
// same file: "/event/index.html", "/event/". Whichever a visitor opened, the page is itself once its menu
// runs, and names its own address as the canonical one; the menu marks it as the current page. The
// home page, a page of its own (/event) and a page of a collection (/event/<id>, /chapters/<id>) stand
// for every kind of route.
const kinds = [
  "/",
  pageRoutes.find((route) => /^\/[^/]+$/.test(route)),
  pageRoutes.find((route) => /^\/(event|chapters|news)\/[^/]+$/.test(route)),
].filter((route) => route !== undefined);

/** The path of the address the page names as its canonical one. */
const canonicalPath = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>(
      'link[rel="canonical"]',
    );
    return link ? new URL(link.href).pathname : "";
  });

/** The main navigation's items marked as the current page. */
const currentItems = (page: Page) =>
  mainNav(page)
    .getByRole("link", { includeHidden: true })
    .evaluateAll((links) =>
      links
        .filter((link) => link.getAttribute("aria-current") === "page")
        .map((link) => link.getAttribute("href")),
    );

const otherAddresses = (route: string) =>
  route === "/" ? ["/index.html"] : [`${route}/index.html`, `${route}/`];

for (const route of kinds)
  test(`${route} shows itself at ${otherAddresses(route).join(" and ")}, and names its own address`, async ({
    page,
  }) => {
    await page.goto(route);
    await waitForHydration(page);
    const title = await page.title();
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    const current = await currentItems(page);

    for (const address of otherAddresses(route)) {
      await page.goto(address);
      await waitForHydration(page);
      await expect(page, address).toHaveTitle(title);
      expect(await canonicalPath(page), address).toBe(route);
      expect(await currentItems(page), address).toEqual(current);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        heading ?? "",
      );
    }
  });
