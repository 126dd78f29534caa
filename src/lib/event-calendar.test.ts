// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarPath } from "./calendar-path";
import { limits } from "../schemas/schemas";
import type { EventEntry } from "../schemas/types";
import {
  calendarEvent,
  calendarFile,
  eventIcs,
  eventsFeedIcs,
  type CalendarEvent,
} from "./event-calendar";
import { calendarFingerprint, revisedCalendar } from "./event-revision";
import { withTimes } from "../test/moments";

const school: CalendarEvent = {
  id: "quantum-school-2027",
  title: "Quantum School: Algorithms, Hardware; and Africa",
  description:
    "Five days of lectures and labs.\n\nRegistration: https://example.org/register",
  date: "2027-02-26",
  endDate: "2027-03-02",
  location: { city: "Cape Town", country: "South Africa" },
  url: "https://quantum-africa.org/event/quantum-school-2027",
  sequence: 0,
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const entries = calendar.getAllSubcomponents("vevent");
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  if (!entry) throw new Error("no event in the file");
  return { calendar, entry, event: new ICAL.Event(entry) };
}

describe("eventIcs", () => {
  it("writes a calendar that a parser reads back with the same fields", () => {
    const { calendar, entry, event } = parse(
      eventIcs(school, "quantum-africa.org"),
    );
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.uid).toBe("quantum-school-2027@quantum-africa.org");
    expect(event.summary).toBe(school.title);
    expect(event.description).toBe(school.description);
    expect(event.location).toBe("Cape Town, South Africa");
    expect(entry.getFirstPropertyValue("url")).toBe(school.url);
    expect(entry.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(calendar.getFirstPropertyValue("prodid")).toBe(
      "-//quantum-africa.org//events//EN",
    );
  });

  it("spans whole days, the last one included, across a month end", () => {
    const { event } = parse(eventIcs(school, "quantum-africa.org"));
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-02-26");
    // The end of an all-day event is exclusive: the day after 2 March.
    expect(event.endDate.toString()).toBe("2027-03-03");
  });

  it("makes a one-day event without an end date last that one day", () => {
    const { event } = parse(
      eventIcs(
        { ...school, date: "2025-12-31", endDate: undefined },
        "quantum-africa.org",
      ),
    );
    expect(event.startDate.toString()).toBe("2025-12-31");
    expect(event.endDate.toString()).toBe("2026-01-01");
  });
});

describe("eventsFeedIcs", () => {
  const workshop: CalendarEvent = {
    ...school,
    id: "qml-workshop-2024",
    title: "A past workshop",
    date: "2024-05-10",
    endDate: undefined,
  };

  it("holds one entry per event, past ones included, with the same UID as the event's own file", () => {
    const feed = eventsFeedIcs(
      [school, workshop],
      "quantum-africa.org",
      "Quantum Africa",
    );
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Quantum Africa",
    );
    const entries = calendar
      .getAllSubcomponents("vevent")
      .map((entry) => new ICAL.Event(entry));
    expect(entries.map((entry) => [entry.uid, entry.summary])).toEqual([
      ["quantum-school-2027@quantum-africa.org", school.title],
      ["qml-workshop-2024@quantum-africa.org", workshop.title],
    ]);
    const single = parse(eventIcs(workshop, "quantum-africa.org")).event;
    expect(single.uid).toBe(entries[1]?.uid);
    expect(entries[1]?.startDate.toString()).toBe("2024-05-10");
    expect(entries[1]?.endDate.toString()).toBe("2024-05-11");
  });

  it("asks a subscribed calendar to read it again every day, in RFC 7986's words and the older ones", () => {
    const calendar = new ICAL.Component(
      ICAL.parse(
        eventsFeedIcs([school], "quantum-africa.org", "Quantum Africa"),
      ),
    );
    expect(calendar.getFirstProperty("refresh-interval")?.type).toBe(
      "duration",
    );
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe(
      "P1D",
    );
    expect(String(calendar.getFirstPropertyValue("x-published-ttl"))).toBe(
      "P1D",
    );
    expect(calendar.getFirstPropertyValue("prodid")).toBe(
      "-//quantum-africa.org//events//EN",
    );
  });

  it("escapes the calendar's name, a TEXT value, and writes an empty feed with no event", () => {
    const feed = eventsFeedIcs(
      [],
      "quantum-africa.org",
      "Africa; Quantum, Inc",
    );
    expect(feed).toMatch(/^X-WR-CALNAME:Africa\\; Quantum\\, Inc\r$/m);
    expect(feed).toMatch(/^NAME:Africa\\; Quantum\\, Inc\r$/m);
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
  });

  it("writes the same feed from the same events, so that a subscribed calendar sees no change", () => {
    const feed = () =>
      eventsFeedIcs([school, workshop], "quantum-africa.org", "Quantum Africa")
        // DTSTAMP is the moment the file is written.
        .replace(/^DTSTAMP:.*$/gm, "");
    expect(feed()).toBe(feed());
  });
});

describe("line folding", () => {
  /** Text with one-, two-, three- and four-byte characters, so that some fall across every fold. */
  const mixed = "Qubits à Tunis, 量子 計算; 🎉 ".repeat(40);
  const folded = eventsFeedIcs(
    [{ ...school, title: mixed, description: `${mixed}\n\n${mixed}` }],
    "quantum-africa.org",
    "Quantum Africa",
  );
  const physical = folded.split("\r\n");

  it("ends every line with CRLF and keeps each within 75 octets", () => {
    expect(folded.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(folded.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(physical.length).toBeGreaterThan(40);
    for (const line of physical)
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("never splits a character between two lines", () => {
    const loneSurrogate =
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    for (const line of physical) expect(line).not.toMatch(loneSurrogate);
    // A continuation line starts with one space, then the next whole character.
    for (const line of physical.slice(1).filter((l) => l.startsWith(" ")))
      expect(line.codePointAt(1)).not.toBe(0xfffd);
  });

  it("reads back whole through ical.js", () => {
    const { calendar, event } = parse(folded);
    expect(event.summary).toBe(mixed);
    expect(event.description).toBe(`${mixed}\n\n${mixed}`);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Quantum Africa",
    );
  });

  it(
    "writes a feed of a hundred events with the longest descriptions the schema allows",
    () => {
      const description = "Quantum à Lomé 量子 🎉 "
        .repeat(limits.markdown)
        .slice(0, limits.markdown);
      const events = Array.from({ length: 100 }, (_, index) => ({
        ...school,
        id: `example-school-${index}`,
        description,
      }));
      const calendar = new ICAL.Component(
        ICAL.parse(
          eventsFeedIcs(events, "quantum-africa.org", "Quantum Africa"),
        ),
      );
      const written = calendar
        .getAllSubcomponents("vevent")
        .map((entry) => new ICAL.Event(entry).description);
      expect(written).toEqual(events.map(() => description));
    },
    // A guard against a hang, not a measure of speed: it takes about two seconds.
    60_000,
  );
});

describe("calendarEvent", () => {
  const site = { name: "Made-up Network", url: "https://example.org" };
  const workshop: EventEntry = withTimes({
    id: "example-workshop-2027",
    title: "Example Workshop",
    description: "A day of exercises.",
    descriptionHtml: "<p>A day of exercises.</p>",
    descriptionText: "A day of exercises.",
    summary: "A day of exercises.",
    date: "2027-05-04",
    location: { city: "Example City", country: "Kenya", countryCode: "KE" },
  });

  it("links each entry to the event's own page", () => {
    expect(calendarEvent(workshop, site).url).toBe(
      "https://example.org/event/example-workshop-2027",
    );
  });

  it("says where to register when the event has a registration link, and only then", () => {
    expect(calendarEvent(workshop, site).description).toBe(
      "A day of exercises.",
    );
    expect(
      calendarEvent(
        { ...workshop, registrationLink: "https://example.org/register" },
        site,
      ).description,
    ).toBe("A day of exercises.\n\nRegistration: https://example.org/register");
  });
});

describe("an event's revisions (SEQUENCE)", () => {
  const site = { name: "Made-up Network", url: "https://example.org" };
  const workshop: EventEntry = withTimes({
    id: "example-workshop-2027",
    title: "Example Workshop",
    description: "A day of exercises.",
    descriptionHtml: "<p>A day of exercises.</p>",
    descriptionText: "A day of exercises.",
    summary: "A day of exercises.",
    date: "2027-05-04",
    location: { city: "Example City", country: "Kenya", countryCode: "KE" },
  });
  const sequenceOf = (event: EventEntry) =>
    parse(
      eventIcs(calendarEvent(event, site), "example.org"),
    ).entry.getFirstPropertyValue("sequence");

  it("is written in the event's file, and is 0 for an event never revised", () => {
    expect(sequenceOf(workshop)).toBe(0);
    expect(eventIcs(calendarEvent(workshop, site), "example.org")).toContain(
      "\r\nSEQUENCE:0\r\n",
    );
  });

  it("grows by one each time the editor saves a change to what the entry shows, and not otherwise", () => {
    const created = { ...workshop, calendar: revisedCalendar(workshop, true) };
    expect(sequenceOf(created)).toBe(0);
    const moved = { ...created, date: "2027-05-11" };
    const saved = { ...moved, calendar: revisedCalendar(moved, false) };
    expect(sequenceOf(saved)).toBe(1);
    // A change the calendar entry does not show (its topics) is no revision of it.
    const tagged = { ...saved, topics: ["Algorithms"] };
    expect(revisedCalendar(tagged, false)).toEqual(saved.calendar);
    const renamed = { ...saved, title: "Example Workshop, second edition" };
    expect(revisedCalendar(renamed, false).sequence).toBe(2);
  });

  it("counts a new time, time zone or venue as a revision, and keeps the fingerprint of an event without them", () => {
    const saved = { ...workshop, calendar: revisedCalendar(workshop, true) };
    expect(calendarFingerprint({ ...workshop, startTime: undefined })).toBe(
      saved.calendar.fingerprint,
    );
    const timed = {
      ...saved,
      startTime: "09:00",
      endTime: "17:00",
      timeZone: "Africa/Nairobi",
    };
    const savedTimed = { ...timed, calendar: revisedCalendar(timed, false) };
    expect(sequenceOf(savedTimed)).toBe(1);
    for (const change of [
      { startTime: "10:00" },
      { endTime: "16:00" },
      { timeZone: "Africa/Kigali" },
      { venue: "Example Hall" },
    ])
      expect(
        sequenceOf({ ...savedTimed, ...change }),
        JSON.stringify(change),
      ).toBe(2);
  });

  it("grows by one when the file was changed by other means since the editor last saved it", () => {
    const saved = {
      ...workshop,
      calendar: { sequence: 3, fingerprint: calendarFingerprint(workshop) },
    };
    expect(sequenceOf(saved)).toBe(3);
    expect(
      sequenceOf({
        ...saved,
        location: { ...saved.location, city: "Other City" },
      }),
    ).toBe(4);
  });
});

describe("calendarFile with no event", () => {
  const site = { name: "Made-up Network", url: "https://example.org" };

  it("still writes the feed, a calendar with no entry, for the calendars subscribed to it", () => {
    const feed = calendarFile("/calendar/events.ics", [], site);
    if (feed === undefined) throw new Error("no feed");
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(site.name);
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
  });

  it("writes no file for any other address", () => {
    expect(calendarFile("/calendar/a-made-up-event.ics", [], site)).toBe(
      undefined,
    );
  });
});

describe("calendarPath", () => {
  it("gives each event its own file", () => {
    expect(calendarPath("qml4africa-2025")).toBe(
      "/calendar/qml4africa-2025.ics",
    );
  });
});

describe("an event with times in its own time zone", () => {
  const timed: CalendarEvent = {
    ...school,
    startTime: "09:30",
    endTime: "16:00",
    timeZone: "Africa/Kigali",
    venue: "Example Hall",
  };

  /** The event's calendar, its time zones known to the parser as the file gives them. */
  function parseWithZones(ics: string) {
    const parsed = parse(ics);
    for (const zone of parsed.calendar.getAllSubcomponents("vtimezone"))
      ICAL.TimezoneService.register(zone);
    return parsed;
  }

  it("starts on the first day and ends on the last, at their times, named by the event's zone", () => {
    const ics = eventIcs(timed, "quantum-africa.org");
    expect(ics).toContain("DTSTART;TZID=Africa/Kigali:20270226T093000\r\n");
    expect(ics).toContain("DTEND;TZID=Africa/Kigali:20270302T160000\r\n");
    const { event } = parseWithZones(ics);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone?.tzid).toBe("Africa/Kigali");
    // 09:30 in Kigali (UTC+2) is 07:30 UTC, whatever the zone of the machine that built the file.
    expect(event.startDate.toUnixTime()).toBe(
      Date.UTC(2027, 1, 26, 7, 30) / 1000,
    );
    expect(event.endDate.toUnixTime()).toBe(Date.UTC(2027, 2, 2, 14) / 1000);
    ICAL.TimezoneService.reset();
  });

  it("carries the zone's definition once, under the name the event uses", () => {
    const allDaySchool = { ...school, id: "all-day-school" };
    const feed = eventsFeedIcs(
      [timed, { ...timed, id: "second-school" }, allDaySchool],
      "quantum-africa.org",
      "Made-up Network",
    );
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(
      calendar
        .getAllSubcomponents("vtimezone")
        .map((zone) => zone.getFirstPropertyValue("tzid")),
    ).toEqual(["Africa/Kigali"]);
    // The event without times still takes its whole days.
    const allDay = calendar
      .getAllSubcomponents("vevent")
      .map((entry) => new ICAL.Event(entry))
      .find((event) => event.uid.startsWith(allDaySchool.id));
    expect(allDay?.startDate.isDate).toBe(true);
  });

  it("writes a time in UTC as an instant, with no zone to define", () => {
    const ics = eventIcs(
      { ...timed, timeZone: "UTC", endTime: undefined },
      "quantum-africa.org",
    );
    expect(ics).toContain("DTSTART:20270226T093000Z\r\n");
    expect(ics).not.toContain("VTIMEZONE");
    expect(ics).not.toContain("DTEND");
  });

  it("names the venue before the city", () => {
    const { event } = parseWithZones(eventIcs(timed, "quantum-africa.org"));
    expect(event.location).toBe("Example Hall, Cape Town, South Africa");
    ICAL.TimezoneService.reset();
  });
});
