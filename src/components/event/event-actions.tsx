import { Icon } from "../icon";
import { Link } from "../link";
import type { EventSummary } from "../../schemas/types";
import { calendarPath } from "../../lib/calendar-path";
import {
  eventStatus,
  isAbstractCallOpen,
  isRegistrationOpen,
} from "../../lib/event-timing";
import { tw } from "../../lib/tw";
import { ButtonLink } from "../ui/button";
import type { EventLabels } from "./event-facts";

const closedLinkClasses = tw`inline-flex min-h-11 items-center text-ink-muted underline underline-offset-4 hover:text-ink`;

/**
 * What a visitor can do on the visitor's date: register and submit an abstract while the calls are
 * open (plain links, read as closed, after), and add the event to a calendar until it has taken place.
 */
export function EventActions({
  event,
  today,
  labels,
}: {
  event: EventSummary;
  today: string;
  labels: EventLabels;
}) {
  const registrationOpen = isRegistrationOpen(event, today);
  const abstractsOpen = isAbstractCallOpen(event, today);
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
      {event.registrationLink &&
        (registrationOpen ? (
          <ButtonLink to={event.registrationLink}>{labels.register}</ButtonLink>
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
      {eventStatus(event, today) !== "past" && (
        <ButtonLink to={calendarPath(event.id)} download variant="secondary">
          <Icon name="calendar-days" className="size-5 shrink-0" />
          {labels.addToCalendar}
        </ButtonLink>
      )}
    </div>
  );
}
