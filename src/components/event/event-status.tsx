import { Icon } from "../icon";
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

/** Where the event stands at the visitor's moment, as a badge: accented until it has taken place. */
export function EventStatus({
  event,
  now,
  labels,
}: {
  event: EventSummary;
  now: Moment;
  labels: EventLabels;
}) {
  const isPast = eventStatus(event, now) === "past";
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${isPast ? "border-line text-ink-muted" : "border-accent/60 text-accent"}`}
    >
      <Icon name="calendar-days" className="size-4 shrink-0" />
      {statusText(event, now, labels)}
    </p>
  );
}
