import type { DatedValue } from "../islands/dated";
import { nextChange } from "../lib/event-timing";
import type { EventListItem, EventSummary } from "../schemas/types";
import { eventArchive, listEvents } from "../lib/event-archive";
import { content, now } from "./store";

/** The fields of `entry` named in `keys`, each as the entry has it. */
function pick<T, K extends keyof T>(entry: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, entry[key]])) as Pick<T, K>;
}

/** What an event's page draws in the browser for the visitor's day: no description, topics or co-organisers. */
const summaryFields = [
  "id",
  "title",
  "date",
  "endDate",
  "abstractDeadline",
  "registrationDeadline",
  "language",
  "cost",
  "location",
  "registrationLink",
  "abstractLink",
  "picture",
  "startTime",
  "endTime",
  "zoneName",
  "times",
  "venue",
  "format",
  "onlineLink",
  "recap",
] as const satisfies readonly (keyof EventSummary)[];

/** The list's cards need less than an event's page: a line of text, its calls and abstract deadline, no times or venue. */
const listItemFields = [
  "summary",
  "id",
  "title",
  "date",
  "endDate",
  "times",
  "location",
  "format",
  "recap",
  "picture",
  "abstractDeadline",
  "registrationDeadline",
  "registrationLink",
  "abstractLink",
] as const satisfies readonly (keyof EventListItem)[];

// `events` in full for what is written at build time; `eventListItems` for the list the browser sorts;
// `eventSummaries` for an event's page, which the browser draws for the visitor's day.
export const events = content.events;
export const eventListItems: EventListItem[] = events.map((event) =>
  pick(event, listItemFields),
);
export const eventSummaries: EventSummary[] = events.map((event) =>
  pick(event, summaryFields),
);
export const eventPage = content.site.pages.event;

/** The events /event holds on the build's day, in its order; the others are on the pages by year. */
export const listedEvents = listEvents(eventListItems, now);
/** The pages of each year's events, most recent year first; none while /event holds every event. */
export const archivePages = eventArchive(eventListItems, now);

/**
 * What an island of these events is given in `client:dated`: the build's day, and the next instant at
 * which one of them starts, ends or closes a call, when its prerendered HTML stops being true.
 */
export function datedValue(
  of: readonly Pick<EventSummary, "times">[],
): DatedValue {
  const until = nextChange(of, now);
  return { day: now.day, ...(until !== undefined && { until }) };
}

/** One event in full, by its id (the build renders its description and structured data from it). */
export function eventEntry(id: string) {
  const event = events.find((entry) => entry.id === id);
  if (!event) throw new Error(`No event "${id}"`);
  return event;
}

/** What the browser has of one event, by its id; undefined for no such event. */
export function eventSummary(id: string) {
  return eventSummaries.find((entry) => entry.id === id);
}
