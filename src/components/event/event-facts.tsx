import { Icon } from "../icon";
import type { IconName } from "../../lib/icon-names";
import type { EventSummary, Site } from "../../schemas/types";
import {
  closesIn,
  eventStatus,
  isAbstractCallOpen,
  isRegistrationOpen,
  lastDay,
  relativeDate,
  startsIn,
  type Moment,
} from "../../lib/event-timing";
import { formatDate, formatDateRange } from "../../lib/format-date";

/** The words of the event page's labels. */
export type EventLabels = Site["pages"]["event"]["labels"];

type Fact = {
  id: string;
  icon: IconName;
  label: string;
  value: string;
  /** A second line: how far a deadline is, the time zone, the city of a venue. */
  note?: string;
};

/** "22 August 2025", or "26 February 2027 to 2 March 2027" for an event over several days. */
export const dateRange = formatDateRange;

/** A deadline, with how far it is, or "closed" once its call is. */
const deadline = (
  id: string,
  label: string,
  date: string,
  open: boolean,
  now: Moment,
  labels: EventLabels,
): Fact => ({
  id,
  icon: "clock",
  label,
  value: formatDate(date),
  note: `(${open ? closesIn(date, now) : labels.closed})`,
});

/** "14:00 to 17:00", or "14:00" with no end time. */
export const timeRange = ({ startTime, endTime }: EventSummary) =>
  startTime && endTime ? `${startTime} to ${endTime}` : (startTime ?? "");

/** "Kigali, Rwanda"; "Online" for an event online only, whose city is no place to go to. */
export const place = (
  { location, format }: Pick<EventSummary, "location" | "format">,
  labels: EventLabels,
) =>
  format === "online"
    ? labels.formats.online
    : `${location.city}, ${location.country}`;

/** How the event is attended, when that is not already its place: "In person", "In person and online". */
export const formatName = (
  { format }: Pick<EventSummary, "format">,
  labels: EventLabels,
) => (format && format !== "online" ? labels.formats[format] : undefined);

/** The abstract deadline, as the card says it: "Abstract deadline: 30 June 2025 (closed)". */
export function deadlineText(
  event: Pick<EventSummary, "date" | "endDate" | "abstractDeadline" | "times">,
  now: Moment,
  labels: EventLabels,
): string | undefined {
  if (!event.abstractDeadline) return undefined;
  const { value, note } = deadline(
    "deadline",
    labels.deadline,
    event.abstractDeadline,
    isAbstractCallOpen(event, now),
    now,
    labels,
  );
  return `${labels.deadline}: ${value} ${note}`;
}

/**
 * What an event's page says of it: its dates (and how far they are) and times, its place and format, its
 * abstract deadline, open or closed; `all` adds, until it has taken place, the registration deadline,
 * and the language and the cost.
 */
export function eventFacts(
  event: EventSummary,
  now: Moment,
  labels: EventLabels,
  all = false,
): Fact[] {
  const status = eventStatus(event, now);
  const facts: Fact[] = [
    {
      id: "date",
      icon: "calendar-days",
      label: labels.date,
      value: dateRange(event),
      note:
        status === "past"
          ? relativeDate(lastDay(event), now.day)
          : status === "ongoing"
            ? labels.statusOngoing
            : startsIn(event, now),
    },
  ];
  if (event.startTime)
    facts.push({
      id: "time",
      icon: "clock",
      label: labels.time,
      value: timeRange(event),
      note: event.zoneName,
    });
  const online = event.format === "online";
  facts.push({
    id: "location",
    icon: "map-pin",
    label: labels.location,
    value: (!online && event.venue) || place(event, labels),
    note: !online && event.venue ? place(event, labels) : undefined,
  });
  const format = formatName(event, labels);
  if (format)
    facts.push({
      id: "format",
      icon: "earth",
      label: labels.format,
      value: format,
    });
  // Once it has taken place, the day to register by is no news; the abstract deadline stays a fact of it.
  if (all && status !== "past" && event.registrationDeadline)
    facts.push(
      deadline(
        "registration-deadline",
        labels.registrationDeadline,
        event.registrationDeadline,
        isRegistrationOpen(event, now),
        now,
        labels,
      ),
    );
  if (event.abstractDeadline)
    facts.push(
      deadline(
        "deadline",
        labels.deadline,
        event.abstractDeadline,
        isAbstractCallOpen(event, now),
        now,
        labels,
      ),
    );
  if (all && event.language)
    facts.push({
      id: "language",
      icon: "book-open-text",
      label: labels.language,
      value: event.language,
    });
  if (all && event.cost)
    facts.push({
      id: "cost",
      icon: "sparkles",
      label: labels.cost,
      value: event.cost,
    });
  return facts;
}

/** The links of an event's recap that it has, in the order a visitor looks for them. */
export function recapLinks(
  event: Pick<EventSummary, "recap">,
  labels: EventLabels,
): { id: string; icon: IconName; label: string; to: string }[] {
  const { slides, recording, photos } = event.recap ?? {};
  return [
    { id: "slides", icon: "presentation", label: labels.slides, to: slides },
    {
      id: "recording",
      icon: "headphones",
      label: labels.recording,
      to: recording,
    },
    { id: "photos", icon: "sparkles", label: labels.photos, to: photos },
  ].flatMap((link) =>
    link.to ? [{ ...link, icon: link.icon as IconName, to: link.to }] : [],
  );
}

/** The facts of an event, as a list of terms and values. */
export function EventFacts({
  facts,
  className = "",
}: {
  facts: readonly Fact[];
  className?: string;
}) {
  return (
    <dl className={`grid gap-4 ${className}`}>
      {facts.map(({ id, icon, label, value, note }) => (
        <div key={id}>
          <dt className="flex items-center gap-2 text-sm text-ink-muted">
            <Icon name={icon} className="size-5 shrink-0 text-accent" />
            {label}
          </dt>
          <dd className="mt-1 pl-7 text-ink">
            <span dir="auto" className="block font-semibold">
              {value}
            </span>
            {note && (
              <span dir="auto" className="block text-sm text-ink-muted">
                {note}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
