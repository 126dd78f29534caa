import { data } from "react-router";
import type { Route } from "./+types/calendar";
import { events } from "../content/event";
import { site } from "../content/site";
import type { Event } from "../content/types";
import { calendarPath, eventIcs } from "../lib/event-calendar";
import { absoluteUrl } from "../lib/meta";

/** The plain-text description of a calendar entry: the event's paragraphs, then where to register. */
function plainDescription(event: Event): string {
  return [...event.description, `Registration: ${event.registrationLink}`].join(
    "\n\n",
  );
}

/** A resource route, prerendered at build to /calendar/<id>.ics for every event. */
export function loader({ params }: Route.LoaderArgs) {
  const event = events.find((item) =>
    calendarPath(item.id).endsWith(`/${params.file}`),
  );
  if (!event) throw data("No such calendar file", { status: 404 });
  const ics = eventIcs(
    {
      ...event,
      description: plainDescription(event),
      url: absoluteUrl(`/event#${event.id}`),
    },
    new URL(site.url).host,
  );
  return new Response(ics, {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
