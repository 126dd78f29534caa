import type { EventSummary } from "../../schemas/types";
import { eventStatus, type Moment } from "../../lib/event-timing";
import { Picture } from "../picture";
import { EventLeadActions, EventMoreActions } from "./event-actions";
import { EventFacts, eventFacts, type EventLabels } from "./event-facts";

/**
 * The key facts of an event's page and the way in, which hydrates to read the visitor's date: what the
 * event leads with (its open calls, or once past its recap), its facts, its closed calls and calendar
 * file, and its poster. Beside the event's text from 1024 px, above it on narrower screens.
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
      className={`grid gap-x-10 gap-y-8 ${poster ? "md:grid-cols-[1fr_16rem] lg:grid-cols-1" : ""}`}
    >
      <div className="min-w-0 space-y-8">
        <EventLeadActions event={event} now={now} labels={labels} />
        <EventFacts
          facts={eventFacts(event, now, labels, true)}
          className="sm:grid-cols-2 lg:grid-cols-1"
        />
        <EventMoreActions event={event} now={now} labels={labels} />
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
