/**
 * An event's time zone by name, as in force at its start, and at its end where that differs (the clocks
 * changed in between), for its page: "Central Africa Time (UTC+2)". Worked out at build time: a page's
 * first `Intl` formatter loads the locale's data (see format-date.ts).
 */
export function zoneName(timeZone: string, start: number, end = start): string {
  const name = (instant: number) => {
    const part = (timeZoneName: "long" | "shortOffset") =>
      new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName })
        .formatToParts(instant)
        .find((item) => item.type === "timeZoneName")?.value ?? timeZone;
    const offset = part("shortOffset").replace(/^GMT/, "UTC");
    return offset === "UTC" && timeZone === "UTC"
      ? "UTC"
      : `${part("long")} (${offset})`;
  };
  const [first, last] = [name(start), name(end)];
  return first === last ? first : `${first} to ${last}`;
}

/** The zone's offset from UTC at an instant, as ISO 8601 writes it after a time: "+03:00", "-05:00", "Z". */
export function utcOffset(timeZone: string, instant: number): string {
  const offset =
    new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((item) => item.type === "timeZoneName")
      ?.value.replace(/^GMT/, "") ?? "";
  return offset === "" ? "Z" : offset;
}
