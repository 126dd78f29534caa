import { expectNoViolations } from "./axe";
import { content } from "./content";
import { built, expect, test, waitForHydration } from "./fixtures";
import { events, listedEvents, timedEvents } from "./site-facts";

// Each event's own page, /event/<id>: what it says, how search engines and social networks read it,
// and the way to it from /event.
const { site } = content;
const address = (path: string) => new URL(path, site.url).href;

/**
 * The events whose pages stand for all (every page is one component; the build checks each page's head
 * and structured data, tests/build/seo.test.ts, and its text, content-in-html-only.test.ts): one to come
 * and one past, each with times in its zone where the content has one, one with a poster, one without,
 * and one with a recap.
 */
const upcoming = events.filter((event) => !event.past);
const past = events.filter((event) => event.past);
const shown = [
  ...new Set(
    [
      upcoming.find((event) => event.timeZone) ?? upcoming[0],
      past.find((event) => event.timeZone) ?? past[0],
      events.find((event) => event.imageAlt),
      events.find((event) => !event.imageAlt),
      past.find((event) => event.recap),
    ].filter((event) => event !== undefined),
  ),
];

test.describe("events' pages", { tag: "@content" }, () => {
  for (const event of shown)
    test(`${event.title}: its own page names it, links it and describes it`, async ({
      page,
      request,
    }) => {
      await page.goto(event.path);
      await expect(
        page.getByRole("heading", { level: 1, name: event.title }),
      ).toBeVisible();
      await expect(page.getByRole("main")).toContainText(event.place);
      await expect(page).toHaveTitle(`${event.title} · ${site.name}`);
      // The head's elements: no role to find them by.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        address(event.path),
      );
      const image = await page
        .locator('meta[property="og:image"]')
        .getAttribute("content");
      if (event.imageAlt) {
        await expect(
          page.locator('meta[property="og:image:alt"]'),
        ).toHaveAttribute("content", event.imageAlt);
        expect(image).not.toBe(address("/social-card.png"));
        const poster = await request.get(new URL(image ?? "").pathname);
        expect(poster.status()).toBe(200);
        expect(poster.headers()["content-type"]).toMatch(/^image\//);
      } else expect(image).toBe(address("/social-card.png"));
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .allTextContents();
      const structured = blocks
        .map((block) => JSON.parse(block) as Record<string, unknown>)
        .filter((data) => data["@type"] === "Event");
      expect(structured).toEqual([
        expect.objectContaining({
          name: event.title,
          url: address(event.path),
        }),
      ]);
      await expect(
        page.getByRole("link", { name: site.pages.event.labels.allEvents }),
      ).toHaveAttribute("href", "/event");
    });

  for (const event of shown)
    test(`${event.title}: its page gives its times in its own zone, named, and once past, its recap first and its calls marked closed`, async ({
      page,
    }) => {
      const { labels } = site.pages.event;
      await page.goto(event.path);
      await waitForHydration(page);
      const main = page.getByRole("main");
      if (event.timeRange)
        await expect(main.getByText(event.timeRange)).toBeVisible();
      // The zone's name, as the build words it; the test reads its offset only, which does not need Intl's words.
      if (event.timeZone)
        await expect(
          main.getByText(/\(UTC(?:[+-]\d{1,2}(?::\d{2})?)?\)|^UTC$/),
        ).toBeVisible();
      if (!event.past) return;
      await expect(
        main.getByRole("link", { name: new RegExp(`^${labels.register}`) }),
      ).toHaveCount(0);
      // Its recap, then the calls it had, each still linked to where it was announced, marked closed.
      const expected = [
        [labels.slides, event.recap?.slides],
        [labels.recording, event.recap?.recording],
        [labels.photos, event.recap?.photos],
        [labels.registrationClosed, event.registrationLink],
        [labels.abstractsClosed, event.abstractLink],
      ].filter((pair): pair is [string, string] => Boolean(pair[1]));
      const newTab = (label: string) => `${label} (opens in a new tab)`;
      const actions = new Set(
        [
          labels.slides,
          labels.recording,
          labels.photos,
          labels.registrationClosed,
          labels.abstractsClosed,
          labels.register,
          labels.submitAbstract,
        ].map(newTab),
      );
      const shownActions = (
        await main.getByRole("link").allTextContents()
      ).filter((text) => actions.has(text));
      expect(shownActions).toEqual(expected.map(([label]) => newTab(label)));
      for (const [label, address] of expected)
        await expect(
          main.getByRole("link", { name: newTab(label) }),
        ).toHaveAttribute("href", address);
    });

  for (const event of shown.slice(0, 1))
    test(`${event.title}: its own page has no WCAG 2.2 A or AA violations`, async ({
      page,
    }) => {
      await page.goto(event.path);
      await waitForHydration(page);
      await expectNoViolations(page);
    });

  test("an event on /event links to its own page, which opens, and back returns to the list", async ({
    page,
  }) => {
    await page.goto("/event");
    await waitForHydration(page);
    // One event stands for all: each entry of the list links its page alike.
    for (const event of listedEvents.slice(0, 1)) {
      const link = page
        .getByRole("main")
        .getByRole("link", { name: event.title, exact: true });
      await expect(link).toHaveAttribute("href", event.path);
      await link.click();
      await expect(page).toHaveURL(event.path);
      await expect(
        page.getByRole("heading", { level: 1, name: event.title }),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: site.pages.event.labels.allEvents }),
      ).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL("/event");
      await expect(
        page.getByRole("heading", { level: 1, name: site.pages.event.title }),
      ).toBeVisible();
    }
  });
});

test.describe("an event's page read in Tokyo", { tag: "@content" }, () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  const tokyoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" });
  // An event with times, still to come at the build, that runs when Tokyo's calendar is past its date
  // (an evening in Lagos is the next morning in Tokyo): a visitor's date alone would call it past.
  const event = timedEvents.find(
    ({ startTime, endTime, times, date }) =>
      startTime &&
      endTime &&
      times.start > built.instant &&
      tokyoDay.format(times.start) > date,
  );

  test("says it is happening now while it runs, with the way to join it", async ({
    page,
  }) => {
    if (!event)
      throw new Error(
        "the test copy has no event with times that runs on Tokyo's next day",
      );
    const { labels } = site.pages.event;
    await page.clock.setFixedTime(
      new Date((event.times.start + event.times.end) / 2),
    );
    await page.goto(`/event/${event.id}`);
    await waitForHydration(page);
    await expect(page.getByText(labels.statusOngoing)).toBeVisible();
    if (event.onlineLink && event.format !== "in-person")
      await expect(
        page.getByRole("link", {
          name: `${labels.joinOnline} (opens in a new tab)`,
        }),
      ).toHaveAttribute("href", event.onlineLink);
  });
});
