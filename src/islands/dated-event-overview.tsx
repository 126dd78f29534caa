import { useMemo } from "react";
import type { EventLabels } from "../components/event/event-facts";
import { EventOverview } from "../components/event/event-overview";
import type { Moment } from "../lib/event-timing";
import { useMoment } from "../lib/use-moment";
import type { EventSummary } from "../schemas/types";

/**
 * The key facts of an event's page and the way in, at the visitor's moment, an island (`client:dated`):
 * prerendered at the build's, drawn again in the browser only once that is out of date.
 */
export function DatedEventOverview({
  event,
  labels,
  built,
}: {
  event: EventSummary;
  labels: EventLabels;
  built: Moment;
}) {
  const events = useMemo(() => [event], [event]);
  const now = useMoment(built, events);
  return <EventOverview event={event} now={now} labels={labels} />;
}
