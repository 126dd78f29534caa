import { Icon } from "../icon";
import { Link } from "../link";
import type { EventSummary } from "../../schemas/types";
import { calendarPath } from "../../lib/calendar-path";
import {
  eventStatus,
  isAbstractCallOpen,
  isRegistrationOpen,
  type Moment,
} from "../../lib/event-timing";
import { ButtonLink } from "../ui/button";
import { recapLinks, type EventLabels } from "./event-facts";

type Call = { id: string; to: string; label: string; open: boolean };

/**
 * The calls an event links, registration then abstracts, on the visitor's date: each open, or closed
 * and still linked (its page is where the event was announced), its name saying so.
 */
export function eventCalls(
  event: Pick<
    EventSummary,
    | "date"
    | "endDate"
    | "registrationDeadline"
    | "abstractDeadline"
    | "registrationLink"
    | "abstractLink"
    | "times"
  >,
  now: Moment,
  labels: EventLabels,
): Call[] {
  const calls = [
    {
      id: "registration",
      to: event.registrationLink,
      open: isRegistrationOpen(event, now),
      openLabel: labels.register,
      closedLabel: labels.registrationClosed,
    },
    {
      id: "abstracts",
      to: event.abstractLink,
      open: isAbstractCallOpen(event, now),
      openLabel: labels.submitAbstract,
      closedLabel: labels.abstractsClosed,
    },
  ];
  return calls.flatMap(({ id, to, open, openLabel, closedLabel }) =>
    to ? [{ id, to, open, label: open ? openLabel : closedLabel }] : [],
  );
}

/** Closed calls, as quiet links: no call to act, only the way to what was announced. */
export function ClosedCalls({
  calls,
  className = "",
  linkClassName = "",
}: {
  calls: readonly Call[];
  className?: string;
  linkClassName?: string;
}) {
  if (calls.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-5 ${className}`}>
      {calls.map((call) => (
        <li key={call.id}>
          <Link
            to={call.to}
            className={`inline-flex min-h-11 items-center text-sm text-ink-muted underline underline-offset-4 hover:text-ink ${linkClassName}`}
          >
            {call.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What an event's page leads with, on the visitor's date. Until the event has taken place: its open
 * calls and the way to join online, as buttons. Afterwards: its slides, recording and photos.
 */
export function EventLeadActions({
  event,
  now,
  labels,
}: {
  event: EventSummary;
  now: Moment;
  labels: EventLabels;
}) {
  if (eventStatus(event, now) === "past") {
    const recap = recapLinks(event, labels);
    if (recap.length === 0) return null;
    return (
      <section aria-labelledby="event-recap-title">
        <h2
          id="event-recap-title"
          className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
        >
          {labels.recap}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          {recap.map((link, index) => (
            <ButtonLink
              key={link.id}
              to={link.to}
              variant={index === 0 ? "primary" : "secondary"}
            >
              <Icon name={link.icon} className="size-5 shrink-0" />
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </section>
    );
  }
  const open = eventCalls(event, now, labels).filter((call) => call.open);
  const online = event.format === "in-person" ? undefined : event.onlineLink;
  if (open.length === 0 && !online) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {open.map((call, index) => (
        <ButtonLink
          key={call.id}
          to={call.to}
          variant={index === 0 ? "primary" : "secondary"}
        >
          {call.label}
        </ButtonLink>
      ))}
      {online && (
        <ButtonLink to={online} variant="secondary">
          <Icon name="earth" className="size-5 shrink-0" />
          {labels.joinOnline}
        </ButtonLink>
      )}
    </div>
  );
}

/**
 * What an event's page offers after its facts: the calls that have closed, still linked and marked
 * closed, and until the event has taken place, its calendar file.
 */
export function EventMoreActions({
  event,
  now,
  labels,
}: {
  event: EventSummary;
  now: Moment;
  labels: EventLabels;
}) {
  const closed = eventCalls(event, now, labels).filter((call) => !call.open);
  const past = eventStatus(event, now) === "past";
  if (closed.length === 0 && past) return null;
  return (
    <div className="space-y-3">
      <ClosedCalls calls={closed} />
      {!past && (
        <ButtonLink to={calendarPath(event.id)} download variant="secondary">
          <Icon name="calendar-days" className="size-5 shrink-0" />
          {labels.addToCalendar}
        </ButtonLink>
      )}
    </div>
  );
}
