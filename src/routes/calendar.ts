import { data } from "react-router";
import type { Route } from "./+types/calendar";
import { events } from "../content/event";
import { site } from "../content/site";
import { calendarFile } from "../lib/event-calendar";

/**
 * A resource route, prerendered at build: /calendar/events.ics, the feed of every event, and
 * /calendar/<id>.ics for each event. The feed is always there, so the route always has a file.
 */
export function loader({ params }: Route.LoaderArgs) {
  const ics = calendarFile(`/calendar/${params.file}`, events, site);
  if (ics === undefined) throw data("No such calendar file", { status: 404 });
  return new Response(ics, {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
