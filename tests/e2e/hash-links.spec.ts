import type { Page } from "@playwright/test";
import { expect, mainNav, openMenuIfCollapsed, test } from "./fixtures";
import { content } from "./content";
import { hashLinks, hero, navItems } from "./site-facts";

type HashLink = (typeof hashLinks)[number];

const [firstLink] = hashLinks;
const lastLink = hashLinks.at(-1);
if (!firstLink || !lastLink) throw new Error("the menu has no in-page link");
const { pages } = content.site;
/** The menu's label for a page of the site. */
const navName = (path: string) =>
  navItems.find((item) => item.href === path)?.name ?? path;

async function followNavLink(page: Page, name: string) {
  await openMenuIfCollapsed(page);
  await mainNav(page).getByRole("link", { name, exact: true }).click();
}

/** The section is focused, in view, and its heading sits below the sticky header. */
async function expectLandedOn(page: Page, link: HashLink) {
  await expect(page).toHaveURL(`/#${link.id}`);
  const section = page.getByRole("region", { name: link.heading });
  await expect(section).toHaveAttribute("id", link.id);
  await expect(section).toHaveAttribute("tabindex", "-1");
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  const heading = section.getByRole("heading", {
    name: link.heading,
    exact: true,
  });
  await expect(heading).toBeInViewport({ ratio: 1 });
  await waitForScrollToSettle(page);
  const headerBox = await page.getByRole("banner").boundingBox();
  const headingBox = await heading.boundingBox();
  expect(headerBox && headingBox).toBeTruthy();
  if (!headerBox || !headingBox) return;
  expect(
    headingBox.y,
    "the section heading must not sit under the sticky header",
  ).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
}

/** A smooth scroll takes a moment: wait until the position stops changing. */
async function waitForScrollToSettle(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

// Each in-page link of the menu, from another page: the sections sit at different heights, each under
// the sticky header. Scrolling is instant when motion is reduced; smooth otherwise, shown with one link
// at both widths (the menu behind its button on a phone, the row of items on a desk).
test.describe("in-page links with prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });

  test("each one, on another page, lands on its section", async ({ page }) => {
    for (const link of hashLinks) {
      await page.goto("/event");
      await followNavLink(page, link.name);
      await expectLandedOn(page, link);
    }
  });
});

test.describe("in-page links with prefers-reduced-motion: no-preference", () => {
  test.use({ reducedMotion: "no-preference" });

  test(
    `"${firstLink.name}" on another page lands on #${firstLink.id}`,
    { tag: "@each-width" },
    async ({ page }) => {
      await page.goto("/event");
      await followNavLink(page, firstLink.name);
      await expectLandedOn(page, firstLink);
    },
  );
});

test("an in-page link on the home page itself lands on its section", async ({
  page,
}) => {
  await page.goto("/");
  await followNavLink(page, lastLink.name);
  await expectLandedOn(page, lastLink);
});

test("back and forward move between pages and sections", async ({ page }) => {
  await page.goto("/event");
  await followNavLink(page, firstLink.name);
  await expectLandedOn(page, firstLink);
  await followNavLink(page, navName("/our-team"));
  await expect(page).toHaveURL("/our-team");
  await expect(
    page.getByRole("heading", { level: 1, name: pages.team.title }),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`/#${firstLink.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: hero.headline }),
  ).toBeAttached();
  await expect(
    page.getByRole("region", { name: firstLink.heading }),
  ).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL("/event");
  await expect(
    page.getByRole("heading", { level: 1, name: pages.event.title }),
  ).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(`/#${firstLink.id}`);
  await expect(
    page.getByRole("region", { name: firstLink.heading }),
  ).toBeInViewport();
});
