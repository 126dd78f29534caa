import { EventGroups } from "../components/event/event-groups";
import type { EventLabels } from "../components/event/event-facts";
import type { Moment } from "../lib/event-timing";
import { useMoment } from "../lib/use-moment";
import type { EventListItem } from "../schemas/types";

/**
 * The list of events at the visitor's moment, an island (`client:dated`): prerendered at the build's,
 * drawn again in the browser only once that is out of date.
 */
export function DatedEventList({
  events,
  labels,
  built,
}: {
  events: readonly EventListItem[];
  labels: EventLabels;
  built: Moment;
}) {
  const now = useMoment(built, events);
  return <EventGroups events={events} now={now} labels={labels} />;
}
