/**
 * Which events the list on /event holds, and the pages by year that hold the others, so that every page
 * stays within its byte budget whatever the number of events (budgets.json, docs/performance.md).
 */
import {
  cardEvents,
  eventsByYear,
  groupEvents,
  type EventDates,
  type Moment,
} from "./event-timing";

/**
 * The most events /event holds (at least `listCards`): its cards, then upcoming events past them, each as
 * a line. Past events beyond the cards are on the pages by year only.
 */
export const listMost = 100;

/** The most events one page of a year holds, each as a line; a year with more has numbered pages. */
export const archivePageSize = 100;

/**
 * The events /event holds, in the list's order: every card (`cardEvents`), then the upcoming events
 * beyond them, up to `listMost` in all.
 */
export function listEvents<
  T extends Pick<EventDates, "date" | "endDate" | "times">,
>(events: readonly T[], now: Moment): T[] {
  const { upcoming } = groupEvents(events, now);
  const cards = cardEvents(events, now);
  const lines = upcoming.slice(cards.length);
  return [...cards, ...lines].slice(0, listMost);
}

/** One page of the events of a year: `page` of `pages` (from 1), its events in calendar order. */
export type ArchivePage<T> = {
  year: string;
  page: number;
  pages: number;
  events: T[];
};

/** The address of a page of a year: "/event/archive/2024", then "/event/archive/2024/2". */
export function archivePath(year: string, page = 1): string {
  return `/event/archive/${year}${page > 1 ? `/${page}` : ""}`;
}

const byDate = <T extends Pick<EventDates, "date">>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/**
 * The pages by year, most recent year first: a year has pages when one of its events is not on /event
 * (`listEvents`), and they hold every event that starts in it, in calendar order, `archivePageSize` to a
 * page. None when /event holds every event.
 */
export function eventArchive<
  T extends Pick<EventDates, "date" | "endDate" | "times">,
>(events: readonly T[], now: Moment): ArchivePage<T>[] {
  const listed = new Set(listEvents(events, now));
  const left = new Set(
    events
      .filter((event) => !listed.has(event))
      .map((event) => event.date.slice(0, 4)),
  );
  return eventsByYear([...events].sort(byDate))
    .filter(({ year }) => left.has(year))
    .flatMap(({ year, events: ofYear }) => {
      const pages = Math.ceil(ofYear.length / archivePageSize);
      return Array.from({ length: pages }, (_, index) => ({
        year,
        page: index + 1,
        pages,
        events: ofYear.slice(
          index * archivePageSize,
          (index + 1) * archivePageSize,
        ),
      }));
    });
}
