import { data } from "react-router";
import type { Route } from "./+types/calendar";
import { events } from "../content/event";
import { site } from "../content/site";
import { calendarPath } from "../lib/calendar-path";
import { calendarEvent, eventIcs } from "../lib/event-calendar";

/** A resource route, prerendered at build to /calendar/<id>.ics for every event. */
export function loader({ params }: Route.LoaderArgs) {
  const event = events.find((item) =>
    calendarPath(item.id).endsWith(`/${params.file}`),
  );
  if (!event) throw data("No such calendar file", { status: 404 });
  const ics = eventIcs(calendarEvent(event, site), new URL(site.url).host);
  return new Response(ics, {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
