// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  calendarDate,
  closesIn,
  daysBetween,
  eventsByYear,
  eventStatus,
  groupEvents,
  isAbstractCallOpen,
  isRegistrationOpen,
  nextChange,
  relativeDate,
  startsIn,
  type Moment,
} from "./event-timing";
import { eventTimes, type EventSchedule } from "./instants";

/** An example event, in Kigali (UTC+2) unless it names its zone, with the instants the build gives it. */
const timed = <T extends EventSchedule>(event: T) => {
  const dated = { timeZone: "Africa/Kigali", ...event };
  return { ...dated, times: eventTimes(dated) };
};
/** Noon on a day in Kigali, for a visitor there. */
const noonOn = (day: string): Moment => ({
  instant: Date.parse(`${day}T10:00:00Z`),
  day,
});
/** An instant, for a visitor whose calendar shows `day` then. */
const at = (instant: string, day: string): Moment => ({
  instant: Date.parse(instant),
  day,
});

const workshop = timed({
  id: "workshop",
  date: "2025-08-22",
  abstractDeadline: "2025-06-30",
});

describe("an event with an abstract deadline, at noon on a given day where it is", () => {
  it.each([
    // today, status, registration open, abstract call open, relative date of the event
    ["2025-06-18", "upcoming", true, true, "in 9 weeks"],
    ["2025-06-30", "upcoming", true, true, "in 53 days"],
    ["2025-07-01", "upcoming", true, false, "in 52 days"],
    ["2025-08-10", "upcoming", true, false, "in 12 days"],
    ["2025-08-21", "upcoming", true, false, "tomorrow"],
    ["2025-08-22", "ongoing", true, false, "today"],
    ["2025-08-23", "past", false, false, "yesterday"],
    ["2026-11-21", "past", false, false, "15 months ago"],
  ] as const)(
    "on %s it is %s",
    (today, status, registrationOpen, abstractsOpen, relative) => {
      expect(eventStatus(workshop, noonOn(today))).toBe(status);
      expect(isRegistrationOpen(workshop, noonOn(today))).toBe(
        registrationOpen,
      );
      expect(isAbstractCallOpen(workshop, noonOn(today))).toBe(abstractsOpen);
      expect(relativeDate(workshop.date, today)).toBe(relative);
    },
  );

  it("words dates up to two months away in days, up to a year in weeks, further ones in months", () => {
    expect(relativeDate("2025-10-21", "2025-08-22")).toBe("in 60 days");
    expect(relativeDate("2025-10-22", "2025-08-22")).toBe("in 9 weeks");
    expect(relativeDate("2026-02-22", "2025-08-22")).toBe("in 26 weeks");
    expect(relativeDate("2026-08-23", "2025-08-22")).toBe("in 12 months");
    expect(relativeDate("2025-06-22", "2025-08-22")).toBe("9 weeks ago");
  });

  it("tells apart events a week or more apart, as the list's badges do", () => {
    const today = "2026-01-15";
    const inDays = (days: number) =>
      new Date(Date.UTC(2026, 0, 15 + days)).toISOString().slice(0, 10);
    // Three events at 83, 92 and 101 days once all read "in 3 months".
    expect(
      [83, 92, 101].map((days) => relativeDate(inDays(days), today)),
    ).toEqual(["in 12 weeks", "in 13 weeks", "in 14 weeks"]);
  });

  it("words every distance of up to three years as Intl's British English does", () => {
    const days = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });
    const always = new Intl.RelativeTimeFormat("en-GB", { numeric: "always" });
    const today = "2026-01-15";
    for (let distance = -3 * 366; distance <= 3 * 366; distance += 1) {
      const date = new Date(Date.UTC(2026, 0, 15 + distance))
        .toISOString()
        .slice(0, 10);
      const expected =
        Math.abs(distance) <= 60
          ? days.format(distance, "day")
          : Math.abs(distance) <= 365
            ? always.format(Math.round(distance / 7), "week")
            : always.format(Math.round(distance / 30.44), "month");
      expect(relativeDate(date, today), date).toBe(expected);
    }
  });
});

describe("an event over several days", () => {
  const school = timed({ date: "2026-03-09", endDate: "2026-03-13" });

  it("is ongoing from its first day to its last, then past", () => {
    expect(eventStatus(school, noonOn("2026-03-08"))).toBe("upcoming");
    expect(eventStatus(school, noonOn("2026-03-09"))).toBe("ongoing");
    expect(eventStatus(school, noonOn("2026-03-13"))).toBe("ongoing");
    expect(eventStatus(school, noonOn("2026-03-14"))).toBe("past");
    expect(isRegistrationOpen(school, noonOn("2026-03-13"))).toBe(true);
    expect(isRegistrationOpen(school, noonOn("2026-03-14"))).toBe(false);
  });

  it("without a deadline, takes abstracts until it starts", () => {
    expect(isAbstractCallOpen(school, noonOn("2026-03-08"))).toBe(true);
    expect(isAbstractCallOpen(school, noonOn("2026-03-09"))).toBe(false);
  });
});

describe("an event with a registration deadline", () => {
  const school = timed({
    date: "2026-03-09",
    endDate: "2026-03-13",
    registrationDeadline: "2026-02-20",
  });

  it("takes registrations up to and including the deadline", () => {
    expect(isRegistrationOpen(school, noonOn("2026-02-20"))).toBe(true);
    expect(isRegistrationOpen(school, noonOn("2026-02-21"))).toBe(false);
    expect(isRegistrationOpen(school, noonOn("2026-03-10"))).toBe(false);
  });
});

describe("eventsByYear", () => {
  it("puts the most recent year first and keeps each year's events in their order", () => {
    const events = [
      { id: "a", date: "2026-05-02" },
      { id: "b", date: "2025-12-30", endDate: "2026-01-02" },
      { id: "c", date: "2026-01-10" },
      { id: "d", date: "2024-03-01" },
    ];
    expect(
      eventsByYear(events).map(({ year, events: list }) => [
        year,
        list.map((event) => event.id),
      ]),
    ).toEqual([
      ["2026", ["a", "c"]],
      ["2025", ["b"]],
      ["2024", ["d"]],
    ]);
  });

  it("gives no year for no event", () => {
    expect(eventsByYear([])).toEqual([]);
  });
});

describe("groupEvents", () => {
  const past2024 = timed({ id: "past-2024", date: "2024-05-02" });
  const past2025 = timed({ id: "past-2025", date: "2025-08-22" });
  const soon = timed({ id: "soon", date: "2026-12-01" });
  const later = timed({
    id: "later",
    date: "2027-04-10",
    endDate: "2027-04-12",
  });
  const ongoing = timed({
    id: "ongoing",
    date: "2026-11-20",
    endDate: "2026-11-22",
  });
  const today = noonOn("2026-11-21");
  const ids = (events: readonly { id: string }[]) =>
    events.map((event) => event.id);

  it.each([
    ["in date order", [past2025, soon]],
    ["in reverse order", [soon, past2025]],
  ])("puts an upcoming event before a past one, given %s", (_, events) => {
    const { upcoming, past } = groupEvents(events, today);
    expect(ids(upcoming)).toEqual(["soon"]);
    expect(ids(past)).toEqual(["past-2025"]);
  });

  it.each([
    ["in date order", [past2024, past2025]],
    ["in reverse order", [past2025, past2024]],
  ])("lists two past events most recent first, given %s", (_, events) => {
    expect(ids(groupEvents(events, today).past)).toEqual([
      "past-2025",
      "past-2024",
    ]);
  });

  it.each([
    ["in date order", [soon, later]],
    ["in reverse order", [later, soon]],
  ])("lists two upcoming events soonest first, given %s", (_, events) => {
    expect(ids(groupEvents(events, today).upcoming)).toEqual(["soon", "later"]);
  });

  it("counts an event under way as upcoming, ahead of the later ones", () => {
    const { upcoming, past } = groupEvents(
      [later, past2024, soon, ongoing, past2025],
      today,
    );
    expect(ids(upcoming)).toEqual(["ongoing", "soon", "later"]);
    expect(ids(past)).toEqual(["past-2025", "past-2024"]);
  });

  it("compares dates without the locale's collation, whose data a page would load", () => {
    const localeCompare = vi.spyOn(String.prototype, "localeCompare");
    const { past } = groupEvents([past2024, later, past2025, soon], today);
    eventsByYear(past);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });

  it("does not reorder the list it is given", () => {
    const events = [soon, past2025];
    groupEvents(events, today);
    expect(ids(events)).toEqual(["soon", "past-2025"]);
  });
});

describe("an evening in Los Angeles, seen from Lagos and Tokyo, where it is already the next day", () => {
  // 20:00 to 22:00 on 5 November in Los Angeles (UTC−8) is 04:00 to 06:00 UTC on the 6th.
  const evening = timed({
    date: "2026-11-05",
    startTime: "20:00",
    endTime: "22:00",
    timeZone: "America/Los_Angeles",
    registrationDeadline: "2026-11-05",
  });

  it.each([
    // the instant, status, registration open
    ["an hour before it starts", "2026-11-06T03:00:00Z", "upcoming", true],
    ["while it runs", "2026-11-06T05:00:00Z", "ongoing", true],
    ["after it ends", "2026-11-06T06:30:00Z", "past", false],
  ] as const)("%s, it is %s for both", (_, instant, status, open) => {
    // Lagos (UTC+1) and Tokyo (UTC+9) both read 6 November then.
    const visitor = at(instant, "2026-11-06");
    expect(eventStatus(evening, visitor)).toBe(status);
    expect(isRegistrationOpen(evening, visitor)).toBe(open);
  });

  it("says it starts today, never on a day that has passed, and its deadline's day open today", () => {
    const visitor = at("2026-11-06T03:00:00Z", "2026-11-06");
    expect(startsIn(evening, visitor)).toBe("today");
    expect(closesIn("2026-11-05", visitor)).toBe("today");
  });
});

describe("a morning in Kiritimati (UTC+14), seen from Los Angeles, where it is still the day before", () => {
  // 09:00 to 11:00 on 5 November in Kiritimati is 19:00 to 21:00 UTC on the 4th.
  const morning = timed({
    date: "2026-11-05",
    startTime: "09:00",
    endTime: "11:00",
    timeZone: "Pacific/Kiritimati",
  });

  it("is past once it has ended, though Los Angeles is still on the day before it", () => {
    expect(eventStatus(morning, at("2026-11-04T23:00:00Z", "2026-11-04"))).toBe(
      "past",
    );
  });

  it("is past, not happening now, on its own date in Los Angeles, 20 hours after it ended", () => {
    expect(eventStatus(morning, at("2026-11-05T17:00:00Z", "2026-11-05"))).toBe(
      "past",
    );
  });

  it("was happening while it ran, on the day before in Los Angeles", () => {
    expect(eventStatus(morning, at("2026-11-04T20:00:00Z", "2026-11-04"))).toBe(
      "ongoing",
    );
  });
});

describe("an all-day event without a zone", () => {
  const day = timed({ date: "2026-03-09", timeZone: undefined });

  it("is its day anywhere on Earth: under way from UTC+14's midnight, past only after UTC−12's", () => {
    expect(eventStatus(day, at("2026-03-08T09:59:00Z", "2026-03-08"))).toBe(
      "upcoming",
    );
    expect(eventStatus(day, at("2026-03-08T10:00:00Z", "2026-03-08"))).toBe(
      "ongoing",
    );
    expect(eventStatus(day, at("2026-03-10T11:59:00Z", "2026-03-10"))).toBe(
      "ongoing",
    );
    expect(eventStatus(day, at("2026-03-10T12:00:00Z", "2026-03-10"))).toBe(
      "past",
    );
  });

  it("says how soon it starts by its own date, never less than today", () => {
    expect(startsIn(day, at("2026-03-07T12:00:00Z", "2026-03-07"))).toBe(
      "in 2 days",
    );
    expect(startsIn(day, at("2026-03-08T09:00:00Z", "2026-03-09"))).toBe(
      "today",
    );
  });
});

describe("nextChange", () => {
  it("is the next instant at which one of the events starts, ends or closes a call", () => {
    const school = timed({
      date: "2026-03-09",
      endDate: "2026-03-13",
      registrationDeadline: "2026-02-20",
    });
    const talk = timed({ date: "2026-02-25", startTime: "14:00" });
    const events = [school, talk];
    expect(nextChange(events, noonOn("2026-02-01"))).toBe(
      school.times.registrationCloses,
    );
    expect(nextChange(events, noonOn("2026-02-21"))).toBe(talk.times.start);
    expect(nextChange(events, noonOn("2026-03-10"))).toBe(school.times.end);
    expect(nextChange(events, noonOn("2026-03-14"))).toBe(undefined);
  });
});

describe("calendar dates", () => {
  it("reads an instant as the local calendar date, not the UTC one", () => {
    // 23:30 local time on 21 August is the 21st here, whatever UTC says.
    expect(calendarDate(new Date(2025, 7, 21, 23, 30))).toBe("2025-08-21");
    expect(calendarDate(new Date(2025, 7, 22, 0, 15))).toBe("2025-08-22");
  });

  it("counts days across months, years and leap days", () => {
    expect(daysBetween("2025-08-21", "2025-08-22")).toBe(1);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2025-08-22", "2025-06-30")).toBe(-53);
  });
});
