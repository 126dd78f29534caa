import type { Page } from "@playwright/test";
import {
  contactForm,
  expect,
  test,
  waitForContactForm,
  waitForHydration,
} from "./fixtures";
import { pages } from "./site-facts";

// Only what runs hydrates (decision 0045): the menu's island on every page, and nothing else where
// nothing else runs. Reads the site's own content: /our-team has nothing to run beyond the header,
// /event lists its events as of the build's day, the day the browser's clock shows, and the contact
// form is far down the home page (decision 0048).

/** Each island of the page, by component: whether its code was fetched, and whether it hydrated. */
const islandsOf = (page: Page) =>
  page.evaluate(() => {
    const fetched = new Set(
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname),
    );
    return [...document.querySelectorAll("astro-island")].map((island) => ({
      component: island.getAttribute("component-export"),
      fetched: fetched.has(island.getAttribute("component-url") ?? ""),
      // Astro takes the attribute away once the island has hydrated.
      hydrated: !island.hasAttribute("ssr"),
    }));
  });

/** The page has hydrated its menu and fetched everything it was going to. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

test("a page with nothing to run beyond the header loads the header's island alone", async ({
  page,
}) => {
  await page.goto(pages.team.path);
  await settle(page);
  expect(await islandsOf(page)).toEqual([
    { component: "SiteMenu", fetched: true, hydrated: true },
  ]);
});

test("/event on the build's day hydrates its menu and no event island", async ({
  page,
}) => {
  await page.goto(pages.event.path);
  await settle(page);
  const islands = await islandsOf(page);
  expect(islands).toContainEqual({
    component: "SiteMenu",
    fetched: true,
    hydrated: true,
  });
  const others = islands.filter((island) => island.component !== "SiteMenu");
  expect(others.length, "the list of events is an island").toBeGreaterThan(0);
  for (const island of others)
    expect(island, `${island.component} on the build's day`).toEqual({
      component: island.component,
      fetched: false,
      hydrated: false,
    });
});

test("the home page loads its contact form's code only once the form nears the viewport", async ({
  page,
}) => {
  await page.goto("/");
  await settle(page);
  expect(await islandsOf(page)).toEqual([
    { component: "SiteMenu", fetched: true, hydrated: true },
    { component: "ContactForm", fetched: false, hydrated: false },
  ]);

  await contactForm(page).form.scrollIntoViewIfNeeded();
  await waitForContactForm(page);

  expect(await islandsOf(page)).toContainEqual({
    component: "ContactForm",
    fetched: true,
    hydrated: true,
  });
});
