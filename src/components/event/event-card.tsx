import type { ReactNode } from "react";
import { Icon } from "../icon";
import type { IconName } from "../../lib/icon-names";
import { Link } from "../link";
import type { EventSummary, Site } from "../../schemas/types";
import { calendarPath } from "../../lib/calendar-path";
import {
  eventStatus,
  isAbstractCallOpen,
  isRegistrationOpen,
  relativeDate,
} from "../../lib/event-timing";
import { formatDate } from "../../lib/format-date";
import { Picture } from "../picture";
import { Prerendered } from "../prerendered";
import { ButtonLink } from "../ui/button";
import { tw } from "../../lib/tw";

/** The words of the event page's labels. */
type Labels = Site["pages"]["event"]["labels"];

const closedLinkClasses = tw`inline-flex min-h-11 items-center text-ink-muted underline underline-offset-4 hover:text-ink`;

function dateRange({ date, endDate }: EventSummary): string {
  return endDate && endDate !== date
    ? `${formatDate(date)} to ${formatDate(endDate)}`
    : formatDate(date);
}

/** One line that says where the event stands today: "Starts in 12 days", "Took place on 22 August 2025". */
function statusText(
  event: EventSummary,
  today: string,
  labels: Labels,
): string {
  const status = eventStatus(event, today);
  if (status === "past") {
    const isRange = event.endDate && event.endDate !== event.date;
    return `${isRange ? labels.statusPastRange : labels.statusPast} ${dateRange(event)}`;
  }
  if (status === "ongoing") return labels.statusOngoing;
  return `${labels.statusUpcoming}: ${relativeDate(event.date, today)}`;
}

export function EventCard({
  event,
  today,
  labels,
  details,
  posterLoading = "lazy",
}: {
  event: EventSummary;
  today: string;
  labels: Labels;
  /** The event's text in full (`<EventDetails>`), given where it is written: at build time, in the editor's preview. */
  details?: ReactNode;
  /** "eager" for the first card only: the posters below the first screen load as they come near. */
  posterLoading?: "lazy" | "eager";
}) {
  const isPast = eventStatus(event, today) === "past";
  const registrationOpen = isRegistrationOpen(event, today);
  const abstractsOpen = isAbstractCallOpen(event, today);
  const facts: {
    id: string;
    icon: IconName;
    label: string;
    value: string;
    note?: string;
  }[] = [
    {
      id: "date",
      icon: "calendar-days",
      label: labels.date,
      value: dateRange(event),
    },
    {
      id: "location",
      icon: "map-pin",
      label: labels.location,
      value: `${event.location.city}, ${event.location.country}`,
    },
  ];
  if (event.abstractDeadline)
    facts.push({
      id: "deadline",
      icon: "clock",
      label: labels.deadline,
      value: formatDate(event.abstractDeadline),
      note: abstractsOpen
        ? relativeDate(event.abstractDeadline, today)
        : labels.closed,
    });
  const poster = event.picture;
  return (
    <article
      id={event.id}
      aria-labelledby={`${event.id}-title`}
      // With a poster: the poster beside the title, facts and actions from 768 px, the text in full below
      // both; on a phone, the poster after the facts, at a modest size.
      className={`grid gap-x-10 gap-y-8 rounded-3xl border border-line bg-surface p-6 sm:p-10 ${poster ? "md:grid-cols-[13rem_1fr] lg:grid-cols-[16rem_1fr]" : ""}`}
    >
      <div className={poster ? "min-w-0 md:col-start-2" : "min-w-0"}>
        <p
          className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${isPast ? "border-line text-ink-muted" : "border-accent/60 text-accent"}`}
        >
          <Icon name="calendar-days" className="size-4 shrink-0" />
          {statusText(event, today, labels)}
        </p>
        <h3
          id={`${event.id}-title`}
          className="mt-4 text-2xl font-bold text-ink sm:text-3xl"
        >
          {event.title}
        </h3>
        <dl
          className={`mt-6 grid gap-4 sm:grid-cols-3 ${poster ? "md:grid-cols-1 lg:grid-cols-3" : ""}`}
        >
          {facts.map(({ id, icon, label, value, note }) => (
            <div key={id}>
              <dt className="flex items-center gap-2 text-sm text-ink-muted">
                <Icon name={icon} className="size-5 shrink-0 text-accent" />
                {label}
              </dt>
              <dd className="mt-1 pl-7 text-ink">
                <span className="font-semibold">{value}</span>
                {note && (
                  <span className="block text-sm text-ink-muted">({note})</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          {event.registrationLink &&
            (registrationOpen ? (
              <ButtonLink to={event.registrationLink}>
                {labels.register}
              </ButtonLink>
            ) : (
              <Link to={event.registrationLink} className={closedLinkClasses}>
                {labels.registrationClosed}
              </Link>
            ))}
          {event.abstractLink &&
            (abstractsOpen ? (
              <ButtonLink to={event.abstractLink} variant="secondary">
                {labels.submitAbstract}
              </ButtonLink>
            ) : (
              <Link to={event.abstractLink} className={closedLinkClasses}>
                {labels.abstractsClosed}
              </Link>
            ))}
          {!isPast && (
            <ButtonLink
              to={calendarPath(event.id)}
              download
              variant="secondary"
            >
              <Icon name="calendar-days" className="size-5 shrink-0" />
              {labels.addToCalendar}
            </ButtonLink>
          )}
        </div>
      </div>
      {poster && (
        <div className="max-w-64 md:col-start-1 md:row-start-1 md:max-w-none">
          <Picture
            picture={poster}
            alt={poster.alt}
            sizes="(min-width: 1024px) 256px, (min-width: 768px) 208px, 256px"
            loading={posterLoading}
            className={`h-auto w-full rounded-2xl bg-surface-raised ${isPast ? "opacity-80" : ""}`}
          />
        </div>
      )}
      <div className={poster ? "md:col-span-2" : ""}>
        {/* The text in full is written at build time only; a card React mounts again renders it anew. */}
        <Prerendered id={`events/${event.id}`}>{details}</Prerendered>
      </div>
    </article>
  );
}
