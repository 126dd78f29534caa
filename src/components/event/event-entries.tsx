import { Link } from "../link";
import type { EventListItem } from "../../schemas/types";
import { eventPath } from "../../lib/event-path";
import { dateRange, place, type EventLabels } from "./event-facts";
import { titleLinkClasses } from "./event-card";

/** Events each in a line, past the list's cards: its title, a link to its page, its dates and place. */
export function EventEntries({
  events,
  labels,
}: {
  events: readonly EventListItem[];
  labels: EventLabels;
}) {
  return (
    <ul className="divide-y divide-line rounded-3xl border border-line bg-surface px-6 sm:px-10">
      {events.map((event) => (
        <li key={event.id} className="py-4">
          <Link
            to={eventPath(event.id)}
            className={`text-lg font-semibold text-ink ${titleLinkClasses}`}
          >
            {event.title}
          </Link>
          <p className="mt-1 text-ink-muted">
            {dateRange(event)}
            <span aria-hidden="true"> · </span>
            {place(event, labels)}
          </p>
        </li>
      ))}
    </ul>
  );
}
