import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { content } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const { site } = content;
const regionName = new Intl.DisplayNames(["en"], { type: "region" });

/** Every chapter, with what its page must show: its leads and its events, read from the content. */
const chapters = content.chapters.map((chapter) => ({
  id: chapter.id,
  name: chapter.name,
  path: `/chapters/${chapter.id}`,
  description:
    chapter.description ??
    `${chapter.name}: ${site.pages.chapters.description}`,
  country: regionName.of(chapter.flagCode.toUpperCase()) ?? "",
  joinLink: chapter.joinLink,
  email: chapter.email,
  leads: content.team
    .filter((person) => person.chapter === chapter.id)
    .map((person) => person.name),
  events: content.events
    .filter((event) => event.chapters?.includes(chapter.id))
    .map((event) => ({ id: event.id, title: event.title })),
}));

const titleOf = (name: string) => `${name} · ${site.name}`;

/** The page of a chapter, as a visitor lands on it: its one h1, title and canonical address. */
async function expectChapterPage(
  page: Page,
  chapter: (typeof chapters)[number],
) {
  await expect(page).toHaveURL(new RegExp(`${chapter.path}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: chapter.name, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(titleOf(chapter.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new URL(chapter.path, site.url).href,
  );
}

/**
 * The chapters whose pages stand for all: every page is one component, so one chapter of each case is
 * enough (the build checks each chapter's page for its way in: tests/build/chapter-pages.test.ts): the
 * one with the most leads and events, one with neither, and one for each way in (its own join link, its
 * own email, the community's).
 */
const richness = (chapter: (typeof chapters)[number]) =>
  chapter.leads.length + chapter.events.length;
const byRichness = [...chapters].sort((a, b) => richness(b) - richness(a));
const shown = [
  ...new Set(
    [
      byRichness[0],
      byRichness.at(-1),
      chapters.find((chapter) => chapter.joinLink),
      chapters.find((chapter) => chapter.email),
      chapters.find((chapter) => !chapter.joinLink && !chapter.email),
    ].filter((chapter) => chapter !== undefined),
  ),
];

test.describe("chapters' pages", { tag: "@content" }, () => {
  for (const chapter of shown) {
    test(`${chapter.path} shows the chapter, its leads, its events and a way to join or reach it`, async ({
      page,
    }) => {
      const response = await page.goto(chapter.path);
      expect(response?.status()).toBe(200);
      await expectChapterPage(page, chapter);
      const main = page.getByRole("main");
      // The flag is named by the country, whatever the chapter's name, and the country is written out.
      await expect(
        main.getByRole("img", { name: `Flag of ${chapter.country}` }),
      ).toBeVisible();
      await expect(main.getByText(chapter.country).first()).toBeVisible();
      await expect(
        main.getByRole("link", { name: site.pages.chapter.allChapters }),
      ).toHaveAttribute("href", "/chapters");

      const leads = main.getByRole("region", {
        name: site.pages.chapter.leads,
      });
      if (chapter.leads.length === 0) await expect(leads).toHaveCount(0);
      else
        await expect(leads.getByRole("heading", { level: 3 })).toHaveText(
          chapter.leads,
        );

      // Each of its events once, upcoming or past, and no other event.
      const eventCards = main
        .getByRole("region", { name: site.pages.chapter.upcoming })
        .or(main.getByRole("region", { name: site.pages.chapter.past }))
        .getByRole("article");
      await expect(eventCards).toHaveCount(chapter.events.length);
      for (const event of chapter.events)
        await expect(
          main.getByRole("link", { name: event.title, exact: true }),
        ).toHaveAttribute("href", `/event/${event.id}`);

      // A way in: its own join link or email, else the community's.
      const { join, email, contact } = site.pages.chapter;
      const link = (name: string) =>
        main.getByRole("link", { name: new RegExp(`^${name}`) });
      if (chapter.joinLink)
        await expect(link(join)).toHaveAttribute("href", chapter.joinLink);
      if (chapter.email)
        await expect(link(email)).toHaveAttribute(
          "href",
          `mailto:${chapter.email}`,
        );
      if (!chapter.joinLink && !chapter.email) {
        // The community's own join form and contact, with a line on how a new member reaches the chapter.
        await expect(link(join)).toHaveAttribute("href", site.forms.join);
        await expect(link(contact)).toHaveAttribute("href", "/#contact");
        await expect(
          main.getByText(site.pages.chapter.viaCommunity),
        ).toBeVisible();
      }
    });

    if (chapter === byRichness[0])
      test(`${chapter.path} has no WCAG 2.2 A or AA violations`, async ({
        page,
      }) => {
        await page.goto(chapter.path);
        await expectNoViolations(page);
      });
  }

  // With no chapter there is no chapter page, and nothing below to test.
  if (chapters.length > 0)
    test.describe("the links to the chapters' pages", () => {
      test("a card on /chapters leads to its chapter's page", async ({
        page,
      }) => {
        for (const chapter of shown.slice(0, 1)) {
          await page.goto("/chapters");
          await waitForHydration(page);
          // The card's name, in its heading; the map's country may have the same name.
          const heading = page
            .getByRole("heading", { level: 2, name: chapter.name, exact: true })
            .getByRole("link");
          await expect(heading).toHaveAttribute("href", chapter.path);
          await heading.click();
          await expectChapterPage(page, chapter);
          // The title and description come with the page's HTML.
          await expect(
            page.locator('meta[name="description"]').last(),
          ).toHaveAttribute("content", chapter.description);
        }
      });

      test("each country on the map leads to its chapter's page", async ({
        page,
      }) => {
        await page.goto("/chapters");
        const map = page.getByRole("group", {
          name: site.pages.chapters.mapLabel,
        });
        // The countries of Africa that have a chapter: a chapter elsewhere has its card alone.
        const countries = await map.getByRole("link").all();
        for (const country of countries) {
          const name = await country.getAttribute("aria-label");
          const chapter = chapters.find(
            (candidate) => candidate.country === name,
          );
          expect(chapter, `${name} is a chapter's country`).toBeDefined();
          await expect(country).toHaveAttribute("href", chapter?.path ?? "");
        }
        const [first] = countries;
        if (!first) return;
        const name = await first.getAttribute("aria-label");
        await first.click();
        const chapter = chapters.find(
          (candidate) => candidate.country === name,
        );
        if (chapter) await expectChapterPage(page, chapter);
      });

      test("the way back from a chapter's page leads to every chapter", async ({
        page,
      }) => {
        const [first] = chapters;
        if (!first) return;
        await page.goto(first.path);
        await waitForHydration(page);
        await page
          .getByRole("main")
          .getByRole("link", { name: site.pages.chapter.allChapters })
          .click();
        await expect(page).toHaveURL(/\/chapters$/);
        await expect(page).toHaveTitle(
          `${site.pages.chapters.title} · ${site.name}`,
        );
      });

      test("/our-team links each chapter that has leads to its page", async ({
        page,
      }) => {
        await page.goto("/our-team");
        const led = chapters.filter((chapter) => chapter.leads.length > 0);
        const leadsRegion = page.getByRole("region", {
          name: site.pages.team.chapterLeads,
        });
        if (led.length === 0) {
          await expect(leadsRegion).toHaveCount(0);
          return;
        }
        for (const chapter of led) {
          const group = leadsRegion.getByRole("region", { name: chapter.name });
          await expect(
            group.getByRole("link", { name: chapter.name }),
          ).toHaveAttribute("href", chapter.path);
          await expect(group.getByRole("heading", { level: 4 })).toHaveText(
            chapter.leads,
          );
        }
      });
    });
});
