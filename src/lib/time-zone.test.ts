// @vitest-environment node
import { describe, expect, it } from "vitest";
import { instantOf } from "./instants";
import { utcOffset, zoneName } from "./time-zone";

const la = "America/Los_Angeles";

describe("an event's time zone, as in force at its times", () => {
  it("is daylight time at 00:30 on the day the clocks go back at 02:00, standard time after", () => {
    const start = instantOf("2026-11-01", "00:30", la);
    const end = instantOf("2026-11-01", "03:00", la);
    expect(zoneName(la, start)).toBe("Pacific Daylight Time (UTC-7)");
    expect(zoneName(la, start, end)).toBe(
      "Pacific Daylight Time (UTC-7) to Pacific Standard Time (UTC-8)",
    );
    expect(utcOffset(la, start)).toBe("-07:00");
    expect(utcOffset(la, end)).toBe("-08:00");
  });

  it("names a zone once when its clocks stay put", () => {
    const start = instantOf("2026-11-01", "09:00", "Africa/Kigali");
    const end = instantOf("2026-11-01", "17:00", "Africa/Kigali");
    expect(zoneName("Africa/Kigali", start, end)).toBe(
      "Central Africa Time (UTC+2)",
    );
  });
});
