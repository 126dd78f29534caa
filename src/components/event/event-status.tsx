import type { EventSummary } from "../../schemas/types";
import { eventStatus, startsIn, type Moment } from "../../lib/event-timing";
import { dateRange, type EventLabels } from "./event-facts";

/** One line that says where the event stands at a moment: "Starts in 12 days", "Took place on 22 August 2025". */
export function statusText(
  event: EventSummary,
  now: Moment,
  labels: EventLabels,
): string {
  const status = eventStatus(event, now);
  if (status === "past") {
    const isRange = event.endDate && event.endDate !== event.date;
    return `${isRange ? labels.statusPastRange : labels.statusPast} ${dateRange(event)}`;
  }
  if (status === "ongoing") return labels.statusOngoing;
  return `${labels.statusUpcoming}: ${startsIn(event, now)}`;
}

/** Where the event stands on the visitor's date, as a quiet line of text. */
export function EventStatus({
  event,
  now,
  labels,
}: {
  event: EventSummary;
  now: Moment;
  labels: EventLabels;
}) {
  return (
    <p className="text-sm text-ink-muted">{statusText(event, now, labels)}</p>
  );
}
