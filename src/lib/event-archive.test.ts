import { describe, expect, it } from "vitest";
import {
  archivePageSize,
  archivePath,
  eventArchive,
  listEvents,
  listMost,
} from "./event-archive";
import { cardEvents, listCards } from "./event-timing";
import { noonOn, withTimes } from "../test/moments";

const today = "2026-06-15";
const now = noonOn(today);
const day = 86_400_000;
/** The calendar date `offset` days from `today`. */
const dayFrom = (offset: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + offset * day)
    .toISOString()
    .slice(0, 10);

/** `count` made-up events, "Example Event 1" first, `step` days apart from `first` days from today. */
const exampleEvents = (count: number, first: number, step: number) =>
  Array.from({ length: count }, (_, index) =>
    withTimes({
      id: `example-event-${index + 1}`,
      title: `Example Event ${index + 1}`,
      date: dayFrom(first + index * step),
    }),
  );

const ids = (events: readonly { id: string }[]) => events.map(({ id }) => id);

describe("listEvents", () => {
  it("holds every event when there are no more than the cards", () => {
    const events = exampleEvents(listCards, 30, -20);
    expect(ids(listEvents(events, now))).toEqual(ids(cardEvents(events, now)));
    expect(eventArchive(events, now)).toEqual([]);
  });

  it("leaves the past events beyond the cards to the pages by year", () => {
    const upcoming = exampleEvents(3, 10, 7);
    const past = exampleEvents(200, -1, -5).map((event) => ({
      ...event,
      id: `past-${event.id}`,
    }));
    const listed = listEvents([...past, ...upcoming], now);
    expect(listed).toHaveLength(listCards);
    expect(ids(listed)).toEqual([
      ...ids(upcoming),
      ...ids(past.slice(0, listCards - upcoming.length)),
    ]);
  });

  it("keeps upcoming events beyond the cards as lines, up to its most", () => {
    const upcoming = exampleEvents(listMost + 50, 1, 1);
    const past = exampleEvents(10, -1, -30).map((event) => ({
      ...event,
      id: `past-${event.id}`,
    }));
    expect(ids(listEvents([...past, ...upcoming], now))).toEqual(
      ids(upcoming.slice(0, listMost)),
    );
  });
});

describe("eventArchive", () => {
  it("gives a year every event that starts in it, in calendar order, on as many pages as it needs", () => {
    // Example Event 1 starts a day before today; every event after it, a day earlier.
    const events = exampleEvents(5_000, -1, -1);
    const archive = eventArchive(events, now);
    const listed = new Set(ids(listEvents(events, now)));

    // Every event not on /event is on a page, and every page is within its size.
    const archived = new Set(archive.flatMap((page) => ids(page.events)));
    expect(
      ids(events).filter((id) => !listed.has(id) && !archived.has(id)),
    ).toEqual([]);
    for (const page of archive) {
      expect(page.events.length).toBeGreaterThan(0);
      expect(page.events.length).toBeLessThanOrEqual(archivePageSize);
    }

    // Years most recent first; a year's pages numbered from 1, its events each once, in calendar order.
    const years = [...new Set(archive.map((page) => page.year))];
    expect(years).toEqual([...years].sort().reverse());
    for (const year of years) {
      const pages = archive.filter((page) => page.year === year);
      expect(pages.map((page) => page.page)).toEqual(
        pages.map((_, index) => index + 1),
      );
      expect(pages.every((page) => page.pages === pages.length)).toBe(true);
      const dates = pages.flatMap((page) => page.events.map((e) => e.date));
      expect(dates).toEqual([...dates].sort());
      expect(dates).toEqual(
        events
          .filter((event) => event.date.startsWith(`${year}-`))
          .map((event) => event.date)
          .sort(),
      );
      expect(pages).toHaveLength(Math.ceil(dates.length / archivePageSize));
    }
  });

  it("gives no page to a year whose events are all on /event", () => {
    // Cards for the first events of 2026, then older years: 2026's page exists only if one is left out.
    const events = exampleEvents(listCards + 1, -1, -1);
    const archive = eventArchive(events, now);
    expect(archive.map((page) => page.year)).toEqual(["2026"]);
    expect(archive[0]?.events).toHaveLength(listCards + 1);
  });

  it("names each page's address by its year and number", () => {
    expect(archivePath("2024")).toBe("/event/archive/2024");
    expect(archivePath("2024", 1)).toBe("/event/archive/2024");
    expect(archivePath("2024", 3)).toBe("/event/archive/2024/3");
  });
});
