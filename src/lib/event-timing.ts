/**
 * When an event happens, at a moment. Its status (upcoming, happening now, past) and its calls turn at
 * instants, its own (src/lib/instants.ts: its times in its own zone, or its whole days), the same for
 * every visitor; only the wording of how far a date is ("in 12 days") counts calendar days, in the
 * time zone where it is read, and it never says a date has passed while the event has not.
 */
import type { EventTimes } from "./instants";
import { calendarDate } from "./calendar-date";

/** The dates of an event, as in `content/events/<id>.json`, and the instants they make (`eventTimes`). */
export type EventDates = {
  date: string;
  endDate?: string;
  startTime?: string;
  abstractDeadline?: string;
  registrationDeadline?: string;
  times: EventTimes;
};

/**
 * A moment as a page reads it: the instant, and the calendar date it falls on where it is read (the
 * visitor's zone in the browser, the build machine's in the build).
 */
export type Moment = { instant: number; day: string };

export type EventStatus = "upcoming" | "ongoing" | "past";

export { calendarDate };

/** The moment it is now, where this runs. */
export function currentMoment(): Moment {
  const now = new Date();
  return { instant: now.getTime(), day: calendarDate(now) };
}

/** Whole days from one calendar date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  // Both dates are counted on one timeless calendar, so no time zone or daylight saving shift applies.
  const dayNumber = (date: string) => {
    const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  return dayNumber(to) - dayNumber(from);
}

export function lastDay(event: Pick<EventDates, "date" | "endDate">): string {
  return event.endDate ?? event.date;
}

export function eventStatus(
  { times }: Pick<EventDates, "times">,
  now: Moment,
): EventStatus {
  if (now.instant < times.start) return "upcoming";
  if (now.instant < times.end) return "ongoing";
  return "past";
}

/** Registration stays open to the end of its deadline's day, if any, and never past the event. */
export function isRegistrationOpen(
  event: Pick<EventDates, "times">,
  now: Moment,
): boolean {
  const closes = event.times.registrationCloses ?? Infinity;
  return now.instant < closes && eventStatus(event, now) !== "past";
}

/** Abstracts are taken to the end of the deadline's day, and never past the event; without one, until it starts. */
export function isAbstractCallOpen(
  event: Pick<EventDates, "times">,
  now: Moment,
): boolean {
  const { abstractsClose, start, end } = event.times;
  return (
    now.instant <
    (abstractsClose === undefined ? start : Math.min(abstractsClose, end))
  );
}

/**
 * The next instant after `now` at which the status or a call of any of the events changes: a page
 * drawn at `now` is true until then. Undefined when none will.
 */
export function nextChange(
  events: readonly Pick<EventDates, "times">[],
  now: Moment,
): number | undefined {
  const later = events
    .flatMap(({ times }) => [
      times.start,
      times.end,
      times.registrationCloses ?? Infinity,
      times.abstractsClose ?? Infinity,
    ])
    .filter((instant) => instant > now.instant);
  const next = Math.min(...later);
  return Number.isFinite(next) ? next : undefined;
}

/**
 * How soon an upcoming event starts, "in 12 days", counted to its first date, and never less than
 * "today" (where a visitor is ahead of its zone, its date may have passed before it starts). Not to the
 * day its start falls on where it is read: the render that hydrates the build's HTML must not depend on
 * the visitor's zone.
 */
export function startsIn(event: Pick<EventDates, "date">, now: Moment): string {
  return closesIn(event.date, now);
}

/** How far a date still to come or open is, "in 3 days", and never less than "today". */
export function closesIn(deadline: string, now: Moment): string {
  return relativeDate(deadline > now.day ? deadline : now.day, now.day);
}

/**
 * ISO dates in calendar order, compared as text: `localeCompare` would load the locale's collation
 * data, as a page's first `Intl` formatter does (see format-date.ts).
 */
const compareDates = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Upcoming and ongoing events, soonest first; then past events, most recent first. */
export function groupEvents<
  T extends Pick<EventDates, "date" | "endDate" | "times">,
>(events: readonly T[], now: Moment): { upcoming: T[]; past: T[] } {
  const byStart = (a: T, b: T) =>
    compareDates(a.date, b.date) || compareDates(lastDay(a), lastDay(b));
  const upcoming = events
    .filter((event) => eventStatus(event, now) !== "past")
    .sort(byStart);
  const past = events
    .filter((event) => eventStatus(event, now) === "past")
    .sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

/**
 * Past events by the year they started, most recent year first, each year's events as given (the
 * order of `groupEvents`).
 */
export function eventsByYear<T extends Pick<EventDates, "date">>(
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
export function cardEvents<
  T extends Pick<EventDates, "date" | "endDate" | "times">,
>(events: readonly T[], now: Moment): T[] {
  const { upcoming, past } = groupEvents(events, now);
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
