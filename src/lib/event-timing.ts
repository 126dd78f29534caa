/**
 * When an event happens, for a given "today". Every date is a calendar date ("YYYY-MM-DD") read in the
 * visitor's own time zone, so dates are compared as dates, never as instants.
 */

/** The dates of an event, as in `content/events/<id>.json`. */
export type EventDates = {
  date: string;
  endDate?: string;
  abstractDeadline?: string;
  registrationDeadline?: string;
};

export type EventStatus = "upcoming" | "ongoing" | "past";

export { calendarDate } from "./calendar-date";

/** Whole days from one calendar date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  // Both dates are counted on one timeless calendar, so no time zone or daylight saving shift applies.
  const dayNumber = (date: string) => {
    const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  return dayNumber(to) - dayNumber(from);
}

export function lastDay(event: EventDates): string {
  return event.endDate ?? event.date;
}

// ISO dates of the same length sort as text in calendar order.
export function eventStatus(event: EventDates, today: string): EventStatus {
  if (today < event.date) return "upcoming";
  if (today <= lastDay(event)) return "ongoing";
  return "past";
}

/** Registration stays open up to and including its deadline, if any, and never past the event. */
export function isRegistrationOpen(event: EventDates, today: string): boolean {
  if (
    event.registrationDeadline !== undefined &&
    today > event.registrationDeadline
  )
    return false;
  return eventStatus(event, today) !== "past";
}

/** Abstracts are taken up to and including the deadline; without one, until the event starts. */
export function isAbstractCallOpen(event: EventDates, today: string): boolean {
  if (event.abstractDeadline === undefined)
    return eventStatus(event, today) === "upcoming";
  return today <= event.abstractDeadline && today <= lastDay(event);
}

/**
 * ISO dates in calendar order, compared as text: `localeCompare` would load the locale's collation
 * data, as a page's first `Intl` formatter does (see format-date.ts).
 */
const compareDates = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Upcoming and ongoing events, soonest first; then past events, most recent first. */
export function groupEvents<T extends EventDates>(
  events: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const byStart = (a: T, b: T) =>
    compareDates(a.date, b.date) || compareDates(lastDay(a), lastDay(b));
  const upcoming = events
    .filter((event) => eventStatus(event, today) !== "past")
    .sort(byStart);
  const past = events
    .filter((event) => eventStatus(event, today) === "past")
    .sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

/**
 * Past events by the year they started, most recent year first, each year's events as given (the
 * order of `groupEvents`).
 */
export function eventsByYear<T extends EventDates>(
  events: readonly T[],
): { year: string; events: T[] }[] {
  const years = new Map<string, T[]>();
  for (const event of events) {
    const year = event.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), event]);
  }
  return [...years]
    .sort(([a], [b]) => compareDates(b, a))
    .map(([year, list]) => ({ year, events: list }));
}

/**
 * How many events the list on /event shows as cards, in its order (upcoming ones soonest first, then
 * past ones most recent first); past that number, each is a line with its title, dates and place, which
 * keeps a list of hundreds light.
 */
export const listCards = 20;

/** The events the list shows as cards: the first `listCards` of it. */
export function cardEvents<T extends EventDates>(
  events: readonly T[],
  today: string,
): T[] {
  const { upcoming, past } = groupEvents(events, today);
  return [...upcoming, ...past].slice(0, listCards);
}

// Worded as `Intl.RelativeTimeFormat` words them in British English, without its cost (see format-date.ts).
const nearDays: Partial<Record<number, string>> = {
  [-1]: "yesterday",
  0: "today",
  1: "tomorrow",
};

/**
 * "today", "tomorrow", "in 12 days", "in 12 weeks", "in 14 months", "yesterday": days up to two months,
 * then weeks up to a year, so that events a week apart read apart; months beyond.
 */
export function relativeDate(date: string, today: string): string {
  const days = daysBetween(today, date);
  const near = nearDays[days];
  if (near) return near;
  // A rounded count reads "in 2 weeks", never "next week", which would name a calendar week.
  const [count, unit] =
    Math.abs(days) <= 60
      ? [days, "day"]
      : Math.abs(days) <= 365
        ? [Math.round(days / 7), "week"]
        : [Math.round(days / 30.44), "month"];
  const amount = `${Math.abs(count)} ${unit}${Math.abs(count) === 1 ? "" : "s"}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}
