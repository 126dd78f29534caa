import { groupEvents, type Moment } from "../../lib/event-timing";
import type { EventSummary, Site } from "../../schemas/types";
import { EventCard } from "../event/event-card";
import type { EventLabels } from "../event/event-facts";

/**
 * The chapter's events, as of `now` (the build's moment: the site is rebuilt daily), as the list of
 * events shows them: upcoming and ongoing ones soonest first, then past ones most recent first. A
 * group with no event is left out.
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
  const { upcoming, past } = groupEvents(events, now);
  const groups = [
    { id: "chapter-upcoming", title: copy.upcoming, events: upcoming },
    { id: "chapter-past", title: copy.past, events: past },
  ].filter((group) => group.events.length > 0);
  return groups.map((group) => (
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
  ));
}
