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

// Runs at phone width (through the menu) and desktop width (the inline navigation).
test("a move to another page by the navigation focuses its main heading, which a screen reader announces", async ({
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

    const heading = page.getByRole("heading", { level: 1, name: link.heading });
    await expect(heading).toBeFocused();
    // What a screen reader meets: the focused element is the page's level-one heading, by its name.
    await expect(page.locator(":focus")).toMatchAriaSnapshot(
      `- heading ${link.heading.toString()} [level=1]`,
    );
    // The heading is the landing place, not a control: it draws no focus ring.
    expect(
      await heading.evaluate(
        (element) => getComputedStyle(element).outlineStyle,
      ),
    ).toBe("none");
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
