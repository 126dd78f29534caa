import { data } from "react-router";
import type { Route } from "./+types/calendar";
import { events } from "../content/event";
import { site } from "../content/site";
import type { EventEntry } from "../content/types";
import { calendarPath } from "../lib/calendar-path";
import { eventIcs } from "../lib/event-calendar";
import { absoluteUrl } from "../lib/meta";

/** The plain-text description of a calendar entry: the event's description, then where to register. */
function plainDescription(event: EventEntry): string {
  return `${event.descriptionText}\n\nRegistration: ${event.registrationLink}`;
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
