import type { EventListItem, EventSummary } from "../schemas/types";
import { content } from "./store";

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
