import { createEvent, type DateArray } from "ics";

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

function dateArray(date: string, addDays = 0): DateArray {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + addDays));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/** An iCalendar file with one all-day event, from its first day to its last. */
export function eventIcs(event: CalendarEvent, siteHost: string): string {
  const { error, value } = createEvent({
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
  });
  if (error || !value)
    throw new Error(`Cannot write the calendar file of ${event.id}`, {
      cause: error,
    });
  return value;
}
