import { cardEvents, groupEvents, type Moment } from "../../lib/event-timing";
import type { EventSummary, Site } from "../../schemas/types";
import { EventCard } from "../event/event-card";
import type { EventLabels } from "../event/event-facts";
import { Link } from "../link";

/**
 * The chapter's events, as of `now` (the build's moment: the site is rebuilt daily), as the list of
 * events shows them: upcoming and ongoing ones soonest first, then past ones most recent first, as many
 * as the list's cards (`cardEvents`), then a link to /event, where the others are. A group with no
 * event is left out.
 */
export function ChapterEvents({
  events,
  now,
  copy,
  labels,
}: {
  events: readonly (EventSummary & { summary: string })[];
  now: Moment;
  copy: Site["pages"]["chapter"];
  labels: EventLabels;
}) {
  const shown = new Set(cardEvents(events, now));
  const { upcoming, past } = groupEvents(events, now);
  const groups = [
    { id: "chapter-upcoming", title: copy.upcoming, events: upcoming },
    { id: "chapter-past", title: copy.past, events: past },
  ]
    .map((group) => ({
      ...group,
      events: group.events.filter((event) => shown.has(event)),
    }))
    .filter((group) => group.events.length > 0);
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="text-2xl font-bold text-ink sm:text-3xl">
            {group.title}
          </h2>
          <ul className="mt-5 grid gap-3 sm:gap-4 md:grid-cols-2">
            {group.events.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  now={now}
                  labels={labels}
                  summary={event.summary}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shown.size < events.length && (
        <p>
          <Link
            to="/event"
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-ink"
          >
            {labels.allEvents}
          </Link>
        </p>
      )}
    </>
  );
}
