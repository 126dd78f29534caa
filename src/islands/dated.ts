import type { ClientDirective } from "astro";
import { calendarDate } from "../lib/calendar-date";

/** What the build writes in `client:dated`: its day, and the instant its HTML stops being true, if any. */
export type DatedValue = { day: string; until?: number };

/**
 * `client:dated={{ day, until }}`: the island's prerendered HTML is true on the build's day (its wording
 * of how far a date is) up to the instant `until` (the next instant at which an event on it starts, ends
 * or closes a call; src/lib/event-timing.ts). It hydrates only once either is past for the visitor (then
 * it draws itself for the visitor's moment), at once or when the first of them comes; until then it
 * loads nothing.
 */
const dated: ClientDirective = (load, { value }) => {
  // Astro gives the value as the page wrote it (through JSON), though its type says a string.
  const { day, until } = value as unknown as DatedValue;
  const hydrate = () => {
    void load().then((start) => start());
  };
  const now = new Date();
  if (
    calendarDate(now) !== day ||
    (until !== undefined && now >= new Date(until))
  ) {
    hydrate();
    return;
  }
  const midnight = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + 1,
  ).getTime();
  // The first of the two comes within a day, well inside what setTimeout can wait.
  setTimeout(hydrate, Math.min(midnight, until ?? midnight) - now.getTime());
};

export default dated;
