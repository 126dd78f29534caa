import type { EventSummary } from "../../schemas/types";
import { eventStatus, relativeDate } from "../../lib/event-timing";
import { dateRange, type EventLabels } from "./event-facts";

/** One line that says where the event stands today: "Starts in 12 days", "Took place on 22 August 2025". */
export function statusText(
  event: EventSummary,
  today: string,
  labels: EventLabels,
): string {
  const status = eventStatus(event, today);
  if (status === "past") {
    const isRange = event.endDate && event.endDate !== event.date;
    return `${isRange ? labels.statusPastRange : labels.statusPast} ${dateRange(event)}`;
  }
  if (status === "ongoing") return labels.statusOngoing;
  return `${labels.statusUpcoming}: ${relativeDate(event.date, today)}`;
}

/** Where the event stands on the visitor's date, as a quiet line of text. */
export function EventStatus({
  event,
  today,
  labels,
}: {
  event: EventSummary;
  today: string;
  labels: EventLabels;
}) {
  return (
    <p className="text-sm text-ink-muted">{statusText(event, today, labels)}</p>
  );
}
