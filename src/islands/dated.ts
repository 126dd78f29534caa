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
  const { day, until = Infinity } = value as unknown as DatedValue;
  const now = new Date();
  const midnight = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + 1,
  ).getTime();
  // At once on another day or past `until` (a wait below zero is none); else at the first of the two,
  // which comes within a day, well inside what setTimeout can wait.
  setTimeout(
    () => void load().then((hydrate) => hydrate()),
    calendarDate(now) === day ? Math.min(midnight, until) - now.getTime() : 0,
  );
};

export default dated;
