import type { Page } from "@playwright/test";
import { content } from "./content";
import {
  built,
  expect,
  mainNav,
  openMenuIfCollapsed,
  test,
  waitForHydration,
} from "./fixtures";
import { cardsOn, pages } from "./site-facts";

// Every page is a document of its own (decision 0045): reached by the navigation, and by back and
// forward, each shows its text in full.

/** The start of a text up to its first character that Markdown or HTML could change. */
const plainStart = (text: string) =>
  (text.match(/^[\p{L}\p{N} ,.;:()?!-]+/u)?.[0] ?? "").slice(0, 60).trim();

const chapter = content.chapters.find((entry) => entry.description);
// The team page shows the biographies of the leadership; a chapter lead's is on the chapter's page.
const member = content.team.find(
  (entry) => entry.description && !entry.chapter,
);
// Any event the list shows as a card: the card gives its first sentence.
const [card] = cardsOn(built);
const event = content.events.find(({ id }) => id === card?.id);
const texts = {
  [pages.chapters.path]:
    chapter?.description && plainStart(chapter.description),
  [pages.team.path]: member?.description && plainStart(member.description),
  [pages.event.path]: event && plainStart(event.description),
};

async function expectFullPage(
  page: Page,
  { path, heading }: typeof pages.event,
) {
  await expect(page).toHaveURL(path);
  await expect(
    page.getByRole("heading", { level: 1, name: heading }),
  ).toBeVisible();
  const text = texts[path];
  if (text)
    await expect(
      page.getByRole("main").getByText(text, { exact: false }).first(),
    ).toBeVisible();
}

test.describe("content after a navigation", { tag: "@content" }, () => {
  test.use({ serviceWorkers: "allow" });

  test("every page shows its text in full after a move by the navigation, and back and forward", async ({
    page,
  }) => {
    // From the home page, which every build has, to each page of the menu.
    await page.goto("/");
    await waitForHydration(page);
    const journey = [pages.event, pages.team, pages.chapters];
    for (const target of journey) {
      await openMenuIfCollapsed(page);
      await mainNav(page)
        .getByRole("link", { name: target.nav, exact: true })
        .click();
      await expectFullPage(page, target);
      await waitForHydration(page);
    }
    for (const target of [pages.team, pages.event]) {
      await page.goBack();
      await expectFullPage(page, target);
    }
    await page.goForward();
    await expectFullPage(page, pages.team);
  });
});
