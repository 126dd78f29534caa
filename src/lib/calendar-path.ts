/**
 * The address of an event's calendar file: "/calendar/qml4africa-2025.ics". Apart from the calendar
 * writer (event-calendar.ts), so that a page linking to the file does not ship the iCalendar library.
 */
export function calendarPath(id: string): string {
  return `/calendar/${id}.ics`;
}

/** The address of the feed of every event, which a calendar app subscribes to. */
export const calendarFeedPath = "/calendar/events.ics";

/** The event of a calendar file's path ("/calendar/<event>.ics"), or undefined for any other path. */
export const calendarEvent = (path: string) =>
  /^\/calendar\/(.+)\.ics$/.exec(path)?.[1];
