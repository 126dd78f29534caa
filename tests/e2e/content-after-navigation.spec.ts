import type { Page } from "@playwright/test";
import { content } from "./content";
import {
  expect,
  mainNav,
  openMenuIfCollapsed,
  test,
  waitForHydration,
} from "./fixtures";
import { pages } from "./site-facts";

// A page's text is in its HTML only (docs/decisions/0021-content-in-the-html-only.md): after a
// client-side navigation, the page still shows all of it, read from its prerendered document.

/** The start of a text up to its first character that Markdown or HTML could change. */
const plainStart = (text: string) =>
  (text.match(/^[\p{L}\p{N} ,.;:()?!-]+/u)?.[0] ?? "").slice(0, 60).trim();

const chapter = content.chapters.find((entry) => entry.description);
// The team page shows the biographies of the leadership; a chapter lead's is on the chapter's page.
const member = content.team.find(
  (entry) => entry.description && !entry.chapter,
);
// Any event: the list gives each one's first sentence.
const [event] = content.events;
const texts = {
  [pages.chapters.path]:
    chapter?.description && plainStart(chapter.description),
  [pages.team.path]: member?.description && plainStart(member.description),
  [pages.event.path]: event && plainStart(event.description),
};

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => "sameDocument" in window);

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

  test("every page shows its text in full after a client-side navigation, and back and forward", async ({
    page,
  }) => {
    await page.goto("/contact/sent");
    await waitForHydration(page);
    await markDocument(page);
    const journey = [pages.event, pages.team, pages.chapters];
    for (const target of journey) {
      await openMenuIfCollapsed(page);
      await mainNav(page)
        .getByRole("link", { name: target.nav, exact: true })
        .click();
      await expectFullPage(page, target);
    }
    for (const target of [pages.team, pages.event]) {
      await page.goBack();
      await expectFullPage(page, target);
    }
    await page.goForward();
    await expectFullPage(page, pages.team);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a link inside a page's text, rendered after a navigation, moves by client-side navigation", async ({
    page,
  }) => {
    const sent = content.site.pages.contactSent;
    await page.goto("/contact/sent");
    await waitForHydration(page);
    await markDocument(page);
    await openMenuIfCollapsed(page);
    await mainNav(page)
      .getByRole("link", { name: pages.chapters.nav, exact: true })
      .click();
    await expectFullPage(page, pages.chapters);
    await page.goBack();
    await expect(page.getByText(sent.lead)).toBeVisible();

    await page
      .getByRole("main")
      .getByRole("link", { name: sent.homeLink })
      .click();

    await expect(page).toHaveURL("/");
    await expect(
      page.getByText(plainStart(content.home.hero.lead)).first(),
    ).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });
});
