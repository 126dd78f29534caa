import events from "virtual:content/events";
import eventListItems from "virtual:content/eventListItems";
import eventSummaries from "virtual:content/eventSummaries";
import * as eventPage from "virtual:content/pages/event";

// `events` in full for what is written at build time; `eventListItems` for the list the browser sorts;
// `eventSummaries` for an event's page, which the browser draws for the visitor's day.
export { events, eventListItems, eventSummaries, eventPage };

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
