import { Icon } from "../icon";
import { Link } from "../link";
import type { EventListItem } from "../../schemas/types";
import { eventStatus, type Moment } from "../../lib/event-timing";
import { eventPath } from "../../lib/event-path";
import { shortDate } from "../../lib/format-date";
import { Picture } from "../picture";
import { dateRange, place, recapLinks, type EventLabels } from "./event-facts";
import { EventStatus } from "./event-status";

/** The title, a link to the event's own page, drawn as the heading it is: underlined under the pointer. */
export const titleLinkClasses =
  "rounded-sm underline-offset-4 hover:underline focus-visible:underline";

/** The first day, as a calendar leaf: "18", "Feb", "2027". */
function DateLeaf({ date, past }: { date: string; past: boolean }) {
  const { day, month, year } = shortDate(date);
  return (
    <time
      dateTime={date}
      className={`flex w-16 shrink-0 flex-col items-center self-start rounded-xl border py-2 leading-none sm:w-18 ${past ? "border-line text-ink-muted" : "border-accent/50 bg-accent/10 text-ink"}`}
    >
      {/* The spaces keep the words apart for a screen reader; a flex column lays them out as lines. */}
      <span className="font-display text-2xl font-bold sm:text-3xl">{day}</span>{" "}
      <span className="mt-1 text-xs font-semibold uppercase">{month}</span>{" "}
      <span className="mt-0.5 text-xs">{year}</span>
    </time>
  );
}

/**
 * An event in a list, to scan: its first day, its title (a link to its page), when and where, how it is
 * attended, one line of what it is, and where it stands: until it has taken place, how soon; after,
 * its slides, recording and photos; and its poster, small. Its text in full is on its page.
 */
export function EventCard({
  event,
  now,
  labels,
  summary,
  headingLevel = 3,
}: {
  event: EventListItem;
  now: Moment;
  labels: EventLabels;
  /** Its line, the description's first sentence, given where it is written: at build time, in the editor's preview. */
  summary?: string | false;
  /** 4 under a year's heading in the list of past events. */
  headingLevel?: 3 | 4;
}) {
  const past = eventStatus(event, now) === "past";
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const recap = past ? recapLinks(event, labels) : [];
  // The leaf gives the first day; an event of several days says its whole span here.
  const where = [
    event.endDate && event.endDate !== event.date ? dateRange(event) : "",
    place(event),
    event.format && labels.formats[event.format],
  ].filter(Boolean);
  return (
    <article
      aria-labelledby={`${event.id}-title`}
      className="flex h-full gap-4 rounded-2xl border border-line bg-surface p-4 sm:gap-5 sm:p-5"
    >
      <DateLeaf date={event.date} past={past} />
      <div className="min-w-0 flex-1">
        <Heading
          id={`${event.id}-title`}
          className="text-lg leading-snug font-bold [overflow-wrap:anywhere] text-ink sm:text-xl"
        >
          <Link to={eventPath(event.id)} className={titleLinkClasses}>
            {event.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">{where.join(" · ")}</p>
        <div className="mt-2 line-clamp-2 text-sm text-ink-muted">
          {summary}
        </div>
        {!past && (
          <div className="mt-3">
            <EventStatus event={event} now={now} labels={labels} />
          </div>
        )}
        {recap.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            {recap.map((link) => (
              <li key={link.id}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline underline-offset-4 hover:text-ink"
                >
                  <Icon name={link.icon} className="size-4 shrink-0" />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {event.picture && (
        <Picture
          picture={event.picture}
          alt={event.picture.alt}
          sizes="80px"
          loading="lazy"
          className={`h-auto w-16 shrink-0 self-start rounded-lg bg-surface-raised sm:w-20 ${past ? "opacity-80" : ""}`}
        />
      )}
    </article>
  );
}
