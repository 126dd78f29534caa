import { EventGroups } from "../components/event/event-groups";
import type { EventLabels } from "../components/event/event-facts";
import { useToday } from "../lib/use-today";
import type { EventListItem } from "../schemas/types";

/**
 * The list of events on the visitor's day, an island (`client:dated`): prerendered on the build's day,
 * drawn again in the browser only on another.
 */
export function DatedEventList({
  events,
  labels,
  buildDate,
}: {
  events: readonly EventListItem[];
  labels: EventLabels;
  buildDate: string;
}) {
  const today = useToday(buildDate);
  return <EventGroups events={events} today={today} labels={labels} />;
}
