import {
  createEvent,
  createEvents,
  type DateArray,
  type EventAttributes,
} from "ics";
import type { EventEntry } from "../schemas/types";
import { absoluteUrl, type SiteIdentity } from "./meta";

/** What a calendar entry says about an event; the description is plain text. */
export type CalendarEvent = {
  id: string;
  title: string;
  description: string;
  date: string;
  endDate?: string;
  location: { city: string; country: string };
  /** The event's page on the site. */
  url: string;
};

/** What an event's calendar entry says, in its own file and in the feed: its description, then where to register. */
export function calendarEvent(
  event: EventEntry,
  site: SiteIdentity,
): CalendarEvent {
  return {
    ...event,
    description: `${event.descriptionText}\n\nRegistration: ${event.registrationLink}`,
    url: absoluteUrl(site, `/event#${event.id}`),
  };
}

function dateArray(date: string, addDays = 0): DateArray {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + addDays));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/** One all-day event, from its first day to its last; its UID stays the same from build to build. */
function attributes(event: CalendarEvent, siteHost: string): EventAttributes {
  return {
    uid: `${event.id}@${siteHost}`,
    productId: `-//${siteHost}//events//EN`,
    title: event.title,
    description: event.description,
    start: dateArray(event.date),
    // iCalendar's all-day end date is exclusive: the day after the last day.
    end: dateArray(event.endDate ?? event.date, 1),
    location: `${event.location.city}, ${event.location.country}`,
    url: event.url,
    status: "CONFIRMED",
  };
}

/** An iCalendar file with one all-day event, from its first day to its last. */
export function eventIcs(event: CalendarEvent, siteHost: string): string {
  const { error, value } = createEvent(attributes(event, siteHost));
  if (error || !value)
    throw new Error(`Cannot write the calendar file of ${event.id}`, {
      cause: error,
    });
  return value;
}

/**
 * The feed a calendar subscribes to: every event, past ones included, each with the same UID as in
 * its own file, so that a subscribed calendar updates an event in place when it changes.
 */
export function eventsFeedIcs(
  events: readonly CalendarEvent[],
  siteHost: string,
  calendarName: string,
): string {
  const { error, value } = createEvents(
    events.map((event) => attributes(event, siteHost)),
    { productId: `-//${siteHost}//events//EN`, calName: calendarName },
  );
  if (error || !value)
    throw new Error("Cannot write the calendar feed", { cause: error });
  return value;
}
