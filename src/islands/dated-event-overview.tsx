import type { EventLabels } from "../components/event/event-facts";
import { EventOverview } from "../components/event/event-overview";
import { useToday } from "../lib/use-today";
import type { EventSummary } from "../schemas/types";

/**
 * The key facts of an event's page and the way in, on the visitor's day, an island (`client:dated`):
 * prerendered on the build's day, drawn again in the browser only on another.
 */
export function DatedEventOverview({
  event,
  labels,
  buildDate,
}: {
  event: EventSummary;
  labels: EventLabels;
  buildDate: string;
}) {
  const today = useToday(buildDate);
  return <EventOverview event={event} today={today} labels={labels} />;
}
