// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  clockChange,
  dayEnd,
  dayStart,
  eventTimes,
  instantsOf,
  offsetAt,
} from "./instants";

const iso = (instant: number) => new Date(instant).toISOString();
const hour = 3_600_000;

describe("offsetAt", () => {
  it("reads a zone's offset at an instant, on either side of a change of the clocks", () => {
    expect(offsetAt("Africa/Kigali", Date.parse("2026-06-01T12:00Z"))).toBe(
      2 * hour,
    );
    expect(offsetAt("UTC", Date.parse("2026-06-01T12:00Z"))).toBe(0);
    expect(offsetAt("Asia/Kolkata", Date.parse("2026-06-01T12:00Z"))).toBe(
      5.5 * hour,
    );
    // Los Angeles goes back from UTC−7 to UTC−8 at 09:00 UTC on 1 November 2026.
    const la = "America/Los_Angeles";
    expect(offsetAt(la, Date.parse("2026-11-01T08:59Z"))).toBe(-7 * hour);
    expect(offsetAt(la, Date.parse("2026-11-01T09:00Z"))).toBe(-8 * hour);
  });
});

describe("a wall-clock time in its zone", () => {
  it("is one instant on an ordinary day, as on the day the clocks change outside its hour", () => {
    expect(
      instantsOf("2026-11-05", "20:00", "America/Los_Angeles").map(iso),
    ).toEqual(["2026-11-06T04:00:00.000Z"]);
    expect(
      instantsOf("2026-11-01", "00:30", "America/Los_Angeles").map(iso),
    ).toEqual(["2026-11-01T07:30:00.000Z"]);
    expect(clockChange("2026-11-01", "00:30", "America/Los_Angeles")).toBe(
      undefined,
    );
    expect(
      instantsOf("2026-11-05", "09:00", "Pacific/Kiritimati").map(iso),
    ).toEqual(["2026-11-04T19:00:00.000Z"]);
  });

  it.each([
    // date, time, zone, its instants, repeated, the hour to avoid
    [
      "2026-11-01",
      "01:30",
      "America/Los_Angeles",
      ["2026-11-01T08:30:00.000Z", "2026-11-01T09:30:00.000Z"],
      true,
      "01:00",
      "02:00",
    ],
    ["2026-03-08", "02:30", "America/Los_Angeles", [], false, "02:00", "03:00"],
    [
      "2026-04-05",
      "02:30",
      "Australia/Sydney",
      ["2026-04-04T15:30:00.000Z", "2026-04-04T16:30:00.000Z"],
      true,
      "02:00",
      "03:00",
    ],
    ["2026-10-04", "02:30", "Australia/Sydney", [], false, "02:00", "03:00"],
    [
      "2026-04-04",
      "23:30",
      "America/Santiago",
      ["2026-04-05T02:30:00.000Z", "2026-04-05T03:30:00.000Z"],
      true,
      "23:00",
      "00:00",
    ],
    ["2026-09-06", "00:30", "America/Santiago", [], false, "00:00", "01:00"],
  ])(
    "on %s, %s in %s happens as often as its clocks show it",
    (date, time, zone, instants, repeated, from, to) => {
      expect(instantsOf(date, time, zone).map(iso)).toEqual(instants);
      expect(clockChange(date, time, zone)).toEqual({ repeated, from, to });
    },
  );
});

describe("a day in its zone", () => {
  it("runs from midnight to midnight, 25 hours on the day the clocks go back", () => {
    const la = "America/Los_Angeles";
    expect(iso(dayStart("2026-11-01", la))).toBe("2026-11-01T07:00:00.000Z");
    expect(iso(dayEnd("2026-11-01", la))).toBe("2026-11-02T08:00:00.000Z");
  });

  it("starts when the clocks skip its midnight, as Santiago's do", () => {
    expect(iso(dayStart("2026-09-06", "America/Santiago"))).toBe(
      "2026-09-06T04:00:00.000Z",
    );
  });

  it("without a zone, is the day anywhere on Earth: from UTC+14 to UTC−12", () => {
    expect(iso(dayStart("2026-11-05"))).toBe("2026-11-04T10:00:00.000Z");
    expect(iso(dayEnd("2026-11-05"))).toBe("2026-11-06T12:00:00.000Z");
  });
});

describe("eventTimes", () => {
  it("takes an event's times on its first and last days in its zone", () => {
    const times = eventTimes({
      date: "2026-11-05",
      startTime: "20:00",
      endTime: "22:00",
      timeZone: "America/Los_Angeles",
      registrationDeadline: "2026-11-05",
    });
    expect(iso(times.start)).toBe("2026-11-06T04:00:00.000Z");
    expect(iso(times.end)).toBe("2026-11-06T06:00:00.000Z");
    // A deadline is open to the end of its day in the event's zone.
    expect(iso(times.registrationCloses ?? 0)).toBe("2026-11-06T08:00:00.000Z");
  });

  it("takes the whole days of an event without times, and a start time with no end to its last day's end", () => {
    const school = {
      date: "2026-03-09",
      endDate: "2026-03-13",
      timeZone: "Africa/Lagos",
    };
    expect(eventTimes(school).start).toBe(Date.parse("2026-03-08T23:00Z"));
    expect(eventTimes(school).end).toBe(Date.parse("2026-03-13T23:00Z"));
    expect(eventTimes({ ...school, startTime: "09:00" })).toEqual({
      start: Date.parse("2026-03-09T08:00Z"),
      end: Date.parse("2026-03-13T23:00Z"),
    });
  });

  it("without a zone, takes its days and deadlines anywhere on Earth", () => {
    expect(
      eventTimes({ date: "2026-03-09", abstractDeadline: "2026-02-01" }),
    ).toEqual({
      start: Date.parse("2026-03-08T10:00Z"),
      end: Date.parse("2026-03-10T12:00Z"),
      abstractsClose: Date.parse("2026-02-02T12:00Z"),
    });
  });
});
