// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("writes the day, the month in full and the year", () => {
    expect(formatDate("2025-08-22")).toBe("22 August 2025");
    expect(formatDate("2025-06-30")).toBe("30 June 2025");
  });

  it("writes every day of four years as Intl's British English does", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let day = 0; day < 4 * 366; day += 1) {
      const instant = new Date(Date.UTC(2024, 0, 1 + day));
      expect(formatDate(instant.toISOString().slice(0, 10))).toBe(
        intl.format(instant),
      );
    }
  });

  it.each(["America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata"])(
    "gives the same day in %s",
    async (zone) => {
      vi.stubEnv("TZ", zone);
      // A fresh copy of the module, so that anything it sets up at import sees this time zone.
      vi.resetModules();
      const { formatDate: formatInZone } = await import("./format-date");
      expect(formatInZone("2025-01-01")).toBe("1 January 2025");
      expect(formatInZone("2025-12-31")).toBe("31 December 2025");
    },
  );
});
