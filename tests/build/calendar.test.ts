// @module-tag content
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { events } from "../../src/content/event";
import { site } from "../../src/content/site";
import { calendarFeedPath } from "../../src/lib/calendar-path";
import { builtFiles, readBuilt } from "./build-output";

/** Where the entry starts: the first day, or with a start time, that day at that time in the event's zone. */
const startOf = (event: (typeof events)[number]) =>
  event.startTime && event.timeZone
    ? `${event.date}T${event.startTime}:00${event.timeZone === "UTC" ? "Z" : ""}`
    : event.date;

/** The day after a calendar date: an all-day event's exclusive end. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe("calendar files", () => {
  it.each(events.map((event) => [event.id, event] as const))(
    "%s: the build's .ics file reads back with the event's title, dates, place, description and address",
    (id, event) => {
      const file = `calendar/${id}.ics`;
      expect(builtFiles).toContain(file);
      const calendar = new ICAL.Component(ICAL.parse(readBuilt(file)));
      const [entry, ...others] = calendar.getAllSubcomponents("vevent");
      expect(others).toHaveLength(0);
      if (!entry) throw new Error(`${file} holds no event`);
      const parsed = new ICAL.Event(entry);
      expect(parsed.summary).toBe(event.title);
      const timed = Boolean(event.startTime && event.timeZone);
      expect(parsed.startDate.isDate).toBe(!timed);
      expect(parsed.startDate.toString()).toBe(startOf(event));
      if (timed && event.timeZone !== "UTC")
        expect(readBuilt(file)).toContain(`DTSTART;TZID=${event.timeZone}:`);
      if (!timed)
        expect(parsed.endDate.toString()).toBe(
          dayAfter(event.endDate ?? event.date),
        );
      expect(parsed.location).toBe(
        [event.venue, event.location.city, event.location.country]
          .filter(Boolean)
          .join(", "),
      );
      expect(parsed.description).toContain(event.descriptionText);
      if (event.registrationLink)
        expect(parsed.description).toContain(event.registrationLink);
      expect(entry.getFirstPropertyValue("url")).toBe(
        new URL(`/event/${id}`, site.url).href,
      );
    },
  );

  it("the feed holds every event once, past ones included, each with the UID of its own file", () => {
    const feed = new ICAL.Component(
      ICAL.parse(readBuilt(calendarFeedPath.slice(1))),
    );
    const entries = feed
      .getAllSubcomponents("vevent")
      .map((entry) => new ICAL.Event(entry));
    expect(entries.map((entry) => entry.summary).sort()).toEqual(
      events.map((event) => event.title).sort(),
    );
    for (const event of events) {
      const own = new ICAL.Component(
        ICAL.parse(readBuilt(`calendar/${event.id}.ics`)),
      ).getFirstSubcomponent("vevent");
      const inFeed = entries.find((entry) => entry.summary === event.title);
      expect(inFeed?.uid).toBe(own?.getFirstPropertyValue("uid"));
      expect(inFeed?.startDate.toString()).toBe(startOf(event));
      if (!event.startTime)
        expect(inFeed?.endDate.toString()).toBe(
          dayAfter(event.endDate ?? event.date),
        );
    }
  });

  it("the event page links the feed, as a webcal: subscription and at its https address", () => {
    const page = readBuilt("event/index.html");
    expect(page).toContain(`href="${calendarFeedPath}"`);
    expect(page).toContain(
      `href="webcal://${new URL(site.url).host}${calendarFeedPath}"`,
    );
  });

  it("are served as text/calendar by the host", () => {
    expect(readBuilt("_headers")).toMatch(
      /^\/calendar\/\*\n(?: {2}.+\n)* {2}Content-Type: text\/calendar; charset=utf-8$/m,
    );
  });
});
