import { Icon } from "../icon";
import { Link } from "../link";
import type { EventListItem } from "../../schemas/types";
import { eventStatus, type Moment } from "../../lib/event-timing";
import { eventPath } from "../../lib/event-path";
import { shortDate } from "../../lib/format-date";
import { Picture } from "../picture";
import { buttonClasses } from "../ui/button";
import { aboveCardLink, CardLink } from "../ui/card-link";
import { ClosedCalls, eventCalls } from "./event-actions";
import {
  dateRange,
  deadlineText,
  formatName,
  place,
  recapLinks,
  type EventLabels,
} from "./event-facts";
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
      className={`col-start-1 row-start-1 flex w-16 shrink-0 flex-col items-center self-start rounded-xl border py-2 leading-none @sm:w-18 ${past ? "border-line text-ink-muted" : "border-accent/50 bg-accent/10 text-ink"}`}
    >
      {/* The spaces keep the words apart for a screen reader; a flex column lays them out as lines. */}
      <span className="font-display text-2xl font-bold @sm:text-3xl">
        {day}
      </span>{" "}
      <span className="mt-1 text-xs font-semibold uppercase">{month}</span>{" "}
      <span className="mt-0.5 text-xs">{year}</span>
    </time>
  );
}

/**
 * An event in a list, to scan, and one target as a whole: its title's link covers the card. Its first
 * day, its title, when and where, how it is attended, one line of what it is, then what it leads with:
 * until it has taken place, how soon, its abstract deadline and its calls, open ones as buttons; after,
 * its slides, recording and photos, then its abstract deadline and its calls, marked closed. Its poster,
 * small. A card narrower than 20rem (a phone under 360 px) puts its text under its leaf and poster.
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
  const calls = eventCalls(event, now, labels);
  const open = calls.filter((call) => call.open);
  const deadline = deadlineText(event, now, labels);
  // The leaf gives the first day; an event of several days says its whole span here.
  const where = [
    event.endDate && event.endDate !== event.date ? dateRange(event) : "",
    place(event, labels),
    formatName(event, labels),
  ].filter(Boolean);
  return (
    <article
      aria-labelledby={`${event.id}-title`}
      className="group @container relative h-full rounded-2xl border border-line bg-surface p-4 transition-colors duration-200 hover:border-accent/60 motion-reduce:transition-none sm:p-5"
    >
      <div className="grid grid-cols-[auto_1fr] gap-4 @xs:grid-cols-[auto_minmax(0,1fr)_auto] @sm:gap-5">
        <DateLeaf date={event.date} past={past} />
        <div className="col-span-2 row-start-2 min-w-0 @xs:col-span-1 @xs:col-start-2 @xs:row-start-1">
          <Heading
            id={`${event.id}-title`}
            dir="auto"
            className="text-lg leading-snug font-bold break-words text-ink @sm:text-xl"
          >
            <CardLink to={eventPath(event.id)}>{event.title}</CardLink>
          </Heading>
          <p dir="auto" className="mt-1 text-sm text-ink-muted">
            {where.join(" · ")}
          </p>
          {!past && (
            <div className="mt-2">
              <EventStatus event={event} now={now} labels={labels} />
            </div>
          )}
          {summary && (
            <p dir="auto" className="mt-2 text-sm break-words text-ink-muted">
              {summary}
            </p>
          )}
          {recap.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              {recap.map((link) => (
                <li key={link.id}>
                  <Link
                    to={link.to}
                    className={`${aboveCardLink} inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline underline-offset-4 hover:text-ink`}
                  >
                    <Icon name={link.icon} className="size-4 shrink-0" />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {deadline && <p className="mt-3 text-sm text-ink">{deadline}</p>}
          {open.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2">
              {open.map((call, index) => (
                <li key={call.id}>
                  <Link
                    to={call.to}
                    className={buttonClasses({
                      variant: index === 0 ? "primary" : "secondary",
                      className: `${aboveCardLink} px-4! py-2! text-sm`,
                    })}
                  >
                    {call.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ClosedCalls
            calls={calls.filter((call) => !call.open)}
            className={deadline ? "" : "mt-2"}
            linkClassName={aboveCardLink}
          />
          {/* The title's link covers the card: this only says so, to the eye. */}
          <p
            aria-hidden="true"
            className="mt-3 text-sm font-semibold text-accent group-hover:underline"
          >
            {labels.details} <span className="inline-block">→</span>
          </p>
        </div>
        {event.picture && (
          <div className="col-start-2 row-start-1 w-16 self-start justify-self-end @xs:col-start-3 @sm:w-20">
            <Picture
              picture={event.picture}
              alt={event.picture.alt}
              sizes="80px"
              loading="lazy"
              className={`h-auto w-full rounded-lg bg-surface-raised ${past ? "opacity-80" : ""}`}
            />
          </div>
        )}
      </div>
    </article>
  );
}
