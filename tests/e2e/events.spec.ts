import type { Locator } from "@playwright/test";
import ICAL from "ical.js";
import { cardEvents } from "../../src/lib/event-timing";
import { content } from "./content";
import { expect, test, waitForHydration } from "./fixtures";
import { events, literal } from "./site-facts";

const { labels } = content.site.pages.event;
// The day the build and the browser agree on (the build prerenders the page as of today).
const today = new Date().toLocaleDateString("en-CA");
const past = events.filter((event) => event.isoEndDate < today);
const upcoming = events.filter((event) => event.isoEndDate >= today);
/** The events shown as full cards on a day, in the list's order; the others are a line each. */
const cardsOn = (day: string) =>
  cardEvents(content.events, day).flatMap(
    ({ id }) => events.find((event) => event.id === id) ?? [],
  );
const cards = cardsOn(today);
const isCard = (event: (typeof events)[number]) => cards.includes(event);
const pastCards = past.filter(isCard);
const upcomingCards = cards.filter((event) => upcoming.includes(event));
const newTab = (label: string) => `${label} (opens in a new tab)`;

/** A past event's card is shown, and says that the event took place, with its date. */
async function expectPastCard(card: Locator, event: (typeof events)[number]) {
  await expect(card).toBeVisible();
  await expect(
    card.getByText(
      new RegExp(
        `^(${literal(labels.statusPast).source} ${event.date}|${literal(labels.statusPastRange).source} ${event.date} )`,
      ),
    ),
  ).toBeVisible();
}

test.describe("the event page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/event");
  });

  test("lists the events still to come first, then those that took place", async ({
    page,
  }) => {
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: content.site.pages.event.title,
      }),
    ).toBeVisible();
    const groups = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(groups).toHaveText(
      past.length > 0 ? [labels.upcoming, labels.past] : [labels.upcoming],
    );
    const soon = page.getByRole("region", { name: labels.upcoming });
    await expect(soon.getByRole("article")).toHaveText(
      upcomingCards.map((event) => literal(event.title)),
    );
    for (const event of upcoming.filter((event) => !isCard(event)))
      await expect(
        soon.getByRole("listitem").getByRole("link", {
          name: event.title,
          exact: true,
        }),
      ).toHaveAttribute("href", event.path);
    if (upcoming.length === 0)
      await expect(soon.getByText(labels.noUpcoming)).toBeVisible();
    for (const event of pastCards) {
      const card = page
        .getByRole("region", { name: labels.past })
        .getByRole("article", { name: event.title, exact: true });
      await expectPastCard(card, event);
    }
  });

  test("keeps a past event's links, in a new tab, read as closed and not as calls to action", async ({
    page,
  }) => {
    for (const event of pastCards) {
      const card = page.getByRole("article", {
        name: event.title,
        exact: true,
      });
      for (const [label, address] of [
        [labels.registrationClosed, event.registrationLink],
        [labels.abstractsClosed, event.abstractLink],
      ] as const) {
        if (!address) continue;
        const link = card.getByRole("link", {
          name: newTab(label),
          exact: true,
        });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("target", "_blank");
        // A plain underlined link: no filled button.
        await expect(link).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
        await expect(link).toHaveCSS("text-decoration-line", "underline");
      }
      if (event.registrationLink)
        await expect(
          card.getByRole("link", { name: newTab(labels.registrationClosed) }),
        ).toHaveAttribute("href", event.registrationLink);
      await expect(
        card.getByRole("link", { name: newTab(labels.register), exact: true }),
      ).toHaveCount(0);
      await expect(
        card.getByRole("link", { name: labels.addToCalendar }),
      ).toHaveCount(0);
    }
  });

  test("offers registration and the calendar file for an event still to come", async ({
    page,
  }) => {
    for (const event of upcomingCards) {
      const card = page.getByRole("article", { name: event.title });
      if (event.registrationLink)
        await expect(
          card.getByRole("link", {
            name: newTab(labels.register),
            exact: true,
          }),
        ).toHaveAttribute("href", event.registrationLink);
      await expect(
        card.getByRole("link", { name: labels.addToCalendar }),
      ).toHaveAttribute("href", `/calendar/${event.id}.ics`);
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
  // The most recent events are cards that read as past; the others are lines with a link.
  const pastRegion = page.getByRole("region", { name: labels.past });
  const cardsLater = cardsOn(later.toLocaleDateString("en-CA"));
  for (const event of events) {
    if (cardsLater.includes(event)) {
      const card = pastRegion.getByRole("article", {
        name: event.title,
        exact: true,
      });
      await expectPastCard(card, event);
    } else {
      await expect(
        pastRegion.getByRole("link", { name: event.title, exact: true }),
      ).toHaveAttribute("href", `/event/${event.id}`);
    }
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
    expect(parsed.startDate.toString()).toBe(event.isoDate);
    expect(parsed.location).toBe(event.place);
  });
