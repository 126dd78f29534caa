import type { EventEntry, EventListItem, EventSummary } from "../schemas/types";
import { content } from "./store";

/** What an event's page draws in the browser for the visitor's day: no description, topics or co-organisers. */
const summaryOf = ({
  id,
  title,
  date,
  endDate,
  abstractDeadline,
  registrationDeadline,
  language,
  cost,
  location,
  registrationLink,
  abstractLink,
  picture,
  startTime,
  endTime,
  zoneName,
  venue,
  format,
  onlineLink,
  recap,
}: EventEntry): EventSummary => ({
  id,
  title,
  date,
  endDate,
  abstractDeadline,
  registrationDeadline,
  language,
  cost,
  location,
  registrationLink,
  abstractLink,
  picture,
  startTime,
  endTime,
  zoneName,
  venue,
  format,
  onlineLink,
  recap,
});

/** The list's cards need less than an event's page: a line of text, no deadlines, addresses, times or venue. */
const listItemOf = ({
  summary,
  id,
  title,
  date,
  endDate,
  location,
  format,
  recap,
  picture,
}: EventEntry): EventListItem => ({
  summary,
  id,
  title,
  date,
  endDate,
  location,
  format,
  recap,
  picture,
});

// `events` in full for what is written at build time; `eventListItems` for the list the browser sorts;
// `eventSummaries` for an event's page, which the browser draws for the visitor's day.
export const events = content.events;
export const eventListItems = events.map(listItemOf);
export const eventSummaries = events.map(summaryOf);
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
