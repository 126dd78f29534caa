import { events } from "../content/event";
import { site } from "../content/site";
import { calendarFeedPath, calendarPath } from "../lib/calendar-path";
import { calendarEvent, eventsFeedIcs } from "../lib/event-calendar";

/** A resource route, prerendered at build to /calendar/events.ics: every event in one feed. */
export function loader() {
  const clash = events.find(
    (event) => calendarPath(event.id) === calendarFeedPath,
  );
  if (clash)
    throw new Error(
      `content/events/${clash.id}.json: the file name "${clash.id}" is taken by the feed of every event (${calendarFeedPath}); rename the file`,
    );
  const ics = eventsFeedIcs(
    events.map((event) => calendarEvent(event, site)),
    new URL(site.url).host,
    site.name,
  );
  return new Response(ics, {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
