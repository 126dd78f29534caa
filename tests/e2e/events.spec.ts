import ICAL from "ical.js";
import { archivePath } from "../../src/lib/event-archive";
import { content } from "./content";
import { built, expect, test, today, waitForHydration } from "./fixtures";
import { cardsOn, events, listedOn } from "./site-facts";

const { labels } = content.site.pages.event;
const past = events.filter((event) => event.past);
const upcoming = events.filter((event) => !event.past);
const newTab = (label: string) => `${label} (opens in a new tab)`;
const cards = cardsOn(built);

test.describe("events", { tag: "@content" }, () => {
  test.describe("the event page", () => {
    test.beforeEach(async ({ page }) => {
      await page.goto("/event");
    });

    test("lists the events still to come first, soonest first, then those that took place, the first as cards", async ({
      page,
    }) => {
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: content.site.pages.event.title,
        }),
      ).toBeVisible();
      const groups = page.getByRole("main").getByRole("heading", { level: 2 });
      const leftOut = events.length > listedOn(built).length;
      await expect(groups).toHaveText([
        labels.upcoming,
        ...(past.length > 0 ? [labels.past] : []),
        ...(leftOut ? [labels.archive] : []),
      ]);
      const soon = page.getByRole("region", { name: labels.upcoming });
      const bySoonest = upcoming.toSorted((a, b) =>
        a.isoDate < b.isoDate ? -1 : a.isoDate > b.isoDate ? 1 : 0,
      );
      await expect(
        soon.getByRole("article").getByRole("heading", { level: 3 }),
      ).toHaveText(
        bySoonest
          .filter((event) => cards.includes(event))
          .map((event) => event.title),
      );
      if (upcoming.length === 0)
        await expect(soon.getByText(labels.noUpcoming)).toBeVisible();
      const listed = listedOn(built);
      for (const event of events) {
        if (!listed.includes(event)) {
          // An event /event leaves out is on the first page of its year, which /event links to.
          await expect(
            page.getByRole("main").getByRole("link", {
              name: event.isoDate.slice(0, 4),
              exact: true,
            }),
          ).toHaveAttribute("href", archivePath(event.isoDate.slice(0, 4)));
          continue;
        }
        await expect(
          page
            .getByRole("main")
            .getByRole("link", { name: event.title, exact: true }),
        ).toHaveAttribute("href", event.path);
        if (!cards.includes(event)) continue;
        const card = page.getByRole("article", {
          name: event.title,
          exact: true,
        });
        await expect(card).toBeVisible();
        await expect(card).toContainText(event.place);
      }
    });

    test("tells how soon an event to come is, and offers a past event's recap first, then its calls, linked and marked closed", async ({
      page,
    }) => {
      for (const event of upcoming.filter((event) => cards.includes(event))) {
        const card = page.getByRole("article", {
          name: event.title,
          exact: true,
        });
        await expect(
          card.getByText(
            new RegExp(
              `^(${labels.statusUpcoming}: |${labels.statusOngoing}$)`,
            ),
          ),
        ).toBeVisible();
      }
      for (const event of past.filter((event) => cards.includes(event))) {
        const card = page.getByRole("article", {
          name: event.title,
          exact: true,
        });
        await expect(
          card.getByRole("link", { name: newTab(labels.register) }),
        ).toHaveCount(0);
        const expected = [
          [labels.slides, event.recap?.slides],
          [labels.recording, event.recap?.recording],
          [labels.photos, event.recap?.photos],
          [labels.registrationClosed, event.registrationLink],
          [labels.abstractsClosed, event.abstractLink],
        ].filter((pair): pair is [string, string] => Boolean(pair[1]));
        const links = card
          .getByRole("link")
          .filter({ hasText: "(opens in a new tab)" });
        await expect(links).toHaveText(
          expected.map(([label]) => newTab(label)),
        );
        for (const [label, address] of expected)
          await expect(
            card.getByRole("link", { name: newTab(label) }),
          ).toHaveAttribute("href", address);
      }
    });
  });

  test("on a day after every event, the list the build wrote is drawn again with every event as past", async ({
    page,
  }) => {
    // Two days after the last event ends (and after today): a visitor whose day is not the build's.
    const lastDay = [today, ...events.map((event) => event.isoEndDate)]
      .sort()
      .at(-1);
    const later = new Date(`${lastDay}T12:00:00`);
    later.setDate(later.getDate() + 2);
    await page.clock.setFixedTime(later);
    await page.goto("/event");
    await waitForHydration(page);

    const soon = page.getByRole("region", { name: labels.upcoming });
    await expect(soon.getByText(labels.noUpcoming)).toBeVisible();
    await expect(soon.getByRole("article")).toHaveCount(0);
    if (events.length === 0) return;
    const pastRegion = page.getByRole("region", { name: labels.past });
    const momentLater = {
      instant: later.getTime(),
      day: later.toLocaleDateString("en-CA"),
    };
    const cardsLater = cardsOn(momentLater);
    const listedLater = listedOn(momentLater);
    for (const event of events) {
      // The build wrote the list of its own day; what it left out stays on the pages by year.
      if (!listedLater.includes(event) || !listedOn(built).includes(event))
        continue;
      if (!cardsLater.includes(event)) {
        await expect(
          pastRegion.getByRole("link", { name: event.title, exact: true }),
        ).toHaveAttribute("href", event.path);
        continue;
      }
      const card = pastRegion.getByRole("article", {
        name: event.title,
        exact: true,
      });
      await expect(card).toBeVisible();
      await expect(
        card.getByText(new RegExp(`^${labels.statusUpcoming}`)),
      ).toHaveCount(0);
    }
  });

  for (const event of events)
    test(`${event.title}: its calendar file is served as text/calendar and reads back`, async ({
      request,
    }) => {
      const response = await request.get(`/calendar/${event.id}.ics`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(
        "text/calendar; charset=utf-8",
      );
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      const entry = calendar.getFirstSubcomponent("vevent");
      if (!entry) throw new Error("the file holds no event");
      const parsed = new ICAL.Event(entry);
      expect(parsed.summary).toBe(event.title);
      expect(parsed.startDate.toString().slice(0, 10)).toBe(event.isoDate);
      expect(parsed.location).toBe(event.calendarLocation);
    });
});
