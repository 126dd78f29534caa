// Apart from event-timing.ts: a page that only reads the visitor's moment (useMoment) loads this alone.

/** The calendar date of an instant in the time zone of the machine that runs this: "2026-11-21". */
export function calendarDate(instant: Date): string {
  const year = String(instant.getFullYear()).padStart(4, "0");
  const month = String(instant.getMonth() + 1).padStart(2, "0");
  const day = String(instant.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}
