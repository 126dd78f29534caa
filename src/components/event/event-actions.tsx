import { Icon } from "../icon";
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

/**
 * What a visitor can do at the visitor's moment. Until the event has taken place: register and submit an
 * abstract while the calls are open (a closed call is said, not linked), join online, add it to a
 * calendar. Afterwards: its slides, recording and photos, and nothing of its calls.
 */
export function EventActions({
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
      <div className="mt-8">
        <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
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
      </div>
    );
  }
  const registrationOpen = isRegistrationOpen(event, now);
  const abstractsOpen = isAbstractCallOpen(event, now);
  const closed = [
    event.registrationLink && !registrationOpen && labels.registrationClosed,
    event.abstractLink && !abstractsOpen && labels.abstractsClosed,
  ].filter(Boolean);
  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center gap-3">
        {event.registrationLink && registrationOpen && (
          <ButtonLink to={event.registrationLink}>{labels.register}</ButtonLink>
        )}
        {event.abstractLink && abstractsOpen && (
          <ButtonLink to={event.abstractLink} variant="secondary">
            {labels.submitAbstract}
          </ButtonLink>
        )}
        {event.onlineLink && event.format !== "in-person" && (
          <ButtonLink to={event.onlineLink} variant="secondary">
            <Icon name="earth" className="size-5 shrink-0" />
            {labels.joinOnline}
          </ButtonLink>
        )}
        <ButtonLink to={calendarPath(event.id)} download variant="secondary">
          <Icon name="calendar-days" className="size-5 shrink-0" />
          {labels.addToCalendar}
        </ButtonLink>
      </div>
      {closed.length > 0 && (
        <p className="mt-3 text-sm text-ink-muted">{closed.join(" · ")}</p>
      )}
    </div>
  );
}
