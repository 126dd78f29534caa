import type { EventListItem } from "../../schemas/types";
import { DatedRegion, lazyView } from "../dated-region";
import { EventGroups } from "./event-groups";

/** The list's code, which the browser loads only to draw the list itself. */
export const loadEventGroups = () =>
  import("./event-groups").then((module) => module.EventGroups);

const LaterGroups = lazyView(loadEventGroups, () => "event-list");

/**
 * The list on the visitor's date. Its prerendered HTML is the list on the build's date, which is also
 * the date of the render that hydrates it (useToday): the list keeps that HTML, with nothing to hydrate,
 * and is rendered anew only on another date (a new key), or after a client-side navigation, with code
 * the page loads then (DatedRegion).
 */
export function EventList({
  events,
  today,
}: {
  events: readonly EventListItem[];
  today: string;
}) {
  return (
    <DatedRegion id="event-list" today={today}>
      {import.meta.env.SSR ? (
        <EventGroups events={events} today={today} />
      ) : (
        <LaterGroups events={events} today={today} />
      )}
    </DatedRegion>
  );
}
