// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  calendarDate,
  daysBetween,
  eventsByYear,
  eventStatus,
  groupEvents,
  isAbstractCallOpen,
  isRegistrationOpen,
  relativeDate,
} from "./event-timing";

const workshop = {
  id: "workshop",
  date: "2025-08-22",
  abstractDeadline: "2025-06-30",
};

describe("an event with an abstract deadline, on a given today", () => {
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
      expect(eventStatus(workshop, today)).toBe(status);
      expect(isRegistrationOpen(workshop, today)).toBe(registrationOpen);
      expect(isAbstractCallOpen(workshop, today)).toBe(abstractsOpen);
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
  const school = { date: "2026-03-09", endDate: "2026-03-13" };

  it("is ongoing from its first day to its last, then past", () => {
    expect(eventStatus(school, "2026-03-08")).toBe("upcoming");
    expect(eventStatus(school, "2026-03-09")).toBe("ongoing");
    expect(eventStatus(school, "2026-03-13")).toBe("ongoing");
    expect(eventStatus(school, "2026-03-14")).toBe("past");
    expect(isRegistrationOpen(school, "2026-03-13")).toBe(true);
    expect(isRegistrationOpen(school, "2026-03-14")).toBe(false);
  });

  it("without a deadline, takes abstracts until it starts", () => {
    expect(isAbstractCallOpen(school, "2026-03-08")).toBe(true);
    expect(isAbstractCallOpen(school, "2026-03-09")).toBe(false);
  });
});

describe("an event with a registration deadline", () => {
  const school = {
    date: "2026-03-09",
    endDate: "2026-03-13",
    registrationDeadline: "2026-02-20",
  };

  it("takes registrations up to and including the deadline", () => {
    expect(isRegistrationOpen(school, "2026-02-20")).toBe(true);
    expect(isRegistrationOpen(school, "2026-02-21")).toBe(false);
    expect(isRegistrationOpen(school, "2026-03-10")).toBe(false);
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
  const past2024 = { id: "past-2024", date: "2024-05-02" };
  const past2025 = { id: "past-2025", date: "2025-08-22" };
  const soon = { id: "soon", date: "2026-12-01" };
  const later = { id: "later", date: "2027-04-10", endDate: "2027-04-12" };
  const ongoing = { id: "ongoing", date: "2026-11-20", endDate: "2026-11-22" };
  const today = "2026-11-21";
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
