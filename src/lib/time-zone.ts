/**
 * An event's time zone by name, as of its first day, for its page: "Central Africa Time (UTC+2)".
 * Worked out at build time: a page's first `Intl` formatter loads the locale's data (see format-date.ts).
 */
export function zoneName(timeZone: string, date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (timeZoneName: "long" | "shortOffset") =>
    new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName })
      .formatToParts(noon)
      .find((item) => item.type === "timeZoneName")?.value ?? timeZone;
  const offset = part("shortOffset").replace(/^GMT/, "UTC");
  return offset === "UTC" && timeZone === "UTC"
    ? "UTC"
    : `${part("long")} (${offset})`;
}

/** The zone's offset from UTC on a day, as ISO 8601 writes it after a time: "+03:00", "-05:00", "Z". */
export function utcOffset(timeZone: string, date: string): string {
  const offset =
    new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((item) => item.type === "timeZoneName")
      ?.value.replace(/^GMT/, "") ?? "";
  return offset === "" ? "Z" : offset;
}
