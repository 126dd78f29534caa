import {
  expect,
  mainNav,
  openMenuIfCollapsed,
  test,
  waitForHydration,
} from "./fixtures";
import { hashLinks, routes } from "./site-facts";

/** The pages the main navigation moves to, with their h1. */
const pageLinks = [
  { name: "Events & Initiatives", path: "/event" },
  { name: "Chapters", path: "/chapters" },
  { name: "Our Team", path: "/our-team" },
].map((link) => {
  const route = routes.find((entry) => entry.path === link.path);
  if (!route) throw new Error(`no route ${link.path} in the site facts`);
  // The page's h1 is its title's first part ("Our Events" of "Our Events · Quantum Africa").
  return { ...link, heading: route.title };
});

// Every move loads a document of its own (decision 0045): the browser starts it at its top, where a
// screen reader reads the new title and the first Tab reaches the skip link. Runs at phone width (through
// the menu) and desktop width (the inline navigation).
test("a move to another page by the navigation starts the new page at its top, named by its title", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  for (const link of pageLinks) {
    await openMenuIfCollapsed(page);
    await mainNav(page)
      .getByRole("link", { name: link.name, exact: true })
      .click();
    await expect(page).toHaveURL(link.path);
    await expect(
      page.getByRole("heading", { level: 1, name: link.heading }),
    ).toBeVisible();
    await expect(page).toHaveTitle(link.heading);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement === document.body),
      "nothing of the previous page keeps the focus",
    ).toBe(true);
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Skip to content" }),
    ).toBeFocused();
    await waitForHydration(page);
  }
});

test("an in-page link from another page still focuses its section", async ({
  page,
}) => {
  const contact = hashLinks.find((link) => link.id === "contact");
  if (!contact) throw new Error("no contact link in the site facts");
  await page.goto("/chapters");
  await waitForHydration(page);
  await openMenuIfCollapsed(page);
  await mainNav(page)
    .getByRole("link", { name: contact.name, exact: true })
    .click();
  await expect(page).toHaveURL(`/#${contact.id}`);
  await expect(
    page.getByRole("region", { name: contact.heading }),
  ).toBeFocused();
});
