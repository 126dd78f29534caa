import { formatDate } from "../../lib/format-date";
import { groupEvents } from "../../lib/event-timing";
import type { EventEntry, Site } from "../../schemas/types";
import { Link } from "../link";

type Copy = Site["pages"]["chapter"];
type ChapterEvent = Pick<
  EventEntry,
  "id" | "title" | "date" | "endDate" | "location"
>;

const dates = ({ date, endDate }: ChapterEvent) =>
  endDate && endDate !== date
    ? `${formatDate(date)} to ${formatDate(endDate)}`
    : formatDate(date);

/** One of the chapter's events: its title, a link to its page, then when and where. */
function ChapterEventItem({ event }: { event: ChapterEvent }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-6">
      <h3 className="text-xl font-semibold text-ink">
        <Link
          to={`/event/${event.id}`}
          className="underline decoration-accent/50 underline-offset-4 hover:text-accent hover:decoration-accent"
        >
          {event.title}
        </Link>
      </h3>
      <p className="mt-2 text-ink-muted">
        <time dateTime={event.date}>{dates(event)}</time>
        {" · "}
        {event.location.city}, {event.location.country}
      </p>
    </li>
  );
}

/**
 * The chapter's events, as of `today` (the build's date: the site is rebuilt daily): upcoming and
 * ongoing ones soonest first, then past ones most recent first. A group with no event is left out.
 */
export function ChapterEvents({
  events,
  today,
  copy,
}: {
  events: readonly ChapterEvent[];
  today: string;
  copy: Copy;
}) {
  const { upcoming, past } = groupEvents(events, today);
  const groups = [
    { id: "chapter-upcoming", title: copy.upcoming, events: upcoming },
    { id: "chapter-past", title: copy.past, events: past },
  ].filter((group) => group.events.length > 0);
  return groups.map((group) => (
    <section key={group.id} aria-labelledby={group.id}>
      <h2 id={group.id} className="text-2xl font-bold text-ink sm:text-3xl">
        {group.title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {group.events.map((event) => (
          <ChapterEventItem key={event.id} event={event} />
        ))}
      </ul>
    </section>
  ));
}
