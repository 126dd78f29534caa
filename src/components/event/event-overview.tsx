import type { EventSummary } from "../../schemas/types";
import { eventStatus, type Moment } from "../../lib/event-timing";
import { BackLink } from "../back-link";
import { Picture } from "../picture";
import { EventActions } from "./event-actions";
import { EventFacts, eventFacts, type EventLabels } from "./event-facts";
import { EventStatus } from "./event-status";

/**
 * The opening of an event's own page, which hydrates to read the visitor's date: where the event
 * stands, its title (the page's h1), its facts, its actions and its poster.
 */
export function EventOverview({
  event,
  now,
  labels,
}: {
  event: EventSummary;
  now: Moment;
  labels: EventLabels;
}) {
  const poster = event.picture;
  return (
    <div
      className={`grid gap-x-10 gap-y-8 ${poster ? "md:grid-cols-[1fr_16rem] lg:grid-cols-[1fr_20rem]" : ""}`}
    >
      <div className="min-w-0">
        <BackLink to="/event">{labels.allEvents}</BackLink>
        <div className="mt-3">
          <EventStatus event={event} now={now} labels={labels} />
        </div>
        <h1
          // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
          tabIndex={-1}
          className="mt-3 text-3xl font-bold [overflow-wrap:anywhere] text-ink sm:text-4xl"
        >
          {event.title}
        </h1>
        <EventFacts
          facts={eventFacts(event, now, labels, true)}
          className="sm:grid-cols-2 lg:grid-cols-3"
        />
        <EventActions event={event} now={now} labels={labels} />
      </div>
      {poster && (
        <div className="max-w-64 md:max-w-none">
          <Picture
            picture={poster}
            alt={poster.alt}
            sizes="(min-width: 1024px) 320px, 256px"
            loading="eager"
            className={`h-auto w-full rounded-2xl bg-surface-raised ${eventStatus(event, now) === "past" ? "opacity-80" : ""}`}
          />
        </div>
      )}
    </div>
  );
}
