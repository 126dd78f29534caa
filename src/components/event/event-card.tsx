import type { ReactNode } from "react";
import { Link } from "../link";
import type { EventSummary } from "../../schemas/types";
import { eventStatus } from "../../lib/event-timing";
import { eventPath } from "../../lib/event-path";
import { Picture } from "../picture";
import { Prerendered } from "../prerendered";
import { EventActions } from "./event-actions";
import { EventFacts, eventFacts, type EventLabels } from "./event-facts";
import { EventStatus } from "./event-status";

/** The title, a link to the event's own page, drawn as the heading it is: underlined under the pointer. */
export const titleLinkClasses =
  "rounded-sm underline-offset-4 hover:underline focus-visible:underline";

export function EventCard({
  event,
  today,
  labels,
  details,
  headingLevel = 3,
  posterLoading = "lazy",
}: {
  event: EventSummary;
  today: string;
  labels: EventLabels;
  /** The event's text in full (`<EventDetails>`), given where it is written: at build time, in the editor's preview. */
  details?: ReactNode;
  /** 4 under a year's heading in the list of past events. */
  headingLevel?: 3 | 4;
  /** "eager" for the first card only: the posters below the first screen load as they come near. */
  posterLoading?: "lazy" | "eager";
}) {
  const isPast = eventStatus(event, today) === "past";
  const poster = event.picture;
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <article
      id={event.id}
      aria-labelledby={`${event.id}-title`}
      // With a poster: the poster beside the title, facts and actions from 768 px, the text in full below
      // both; on a phone, the poster after the facts, at a modest size.
      className={`grid gap-x-10 gap-y-8 rounded-3xl border border-line bg-surface p-6 sm:p-10 ${poster ? "md:grid-cols-[13rem_1fr] lg:grid-cols-[16rem_1fr]" : ""}`}
    >
      <div className={poster ? "min-w-0 md:col-start-2" : "min-w-0"}>
        <EventStatus event={event} today={today} labels={labels} />
        <Heading
          id={`${event.id}-title`}
          className="mt-4 text-2xl font-bold text-ink sm:text-3xl"
        >
          <Link to={eventPath(event.id)} className={titleLinkClasses}>
            {event.title}
          </Link>
        </Heading>
        <EventFacts
          facts={eventFacts(event, today, labels)}
          className={`sm:grid-cols-3 ${poster ? "md:grid-cols-1 lg:grid-cols-3" : ""}`}
        />
        <EventActions event={event} today={today} labels={labels} />
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
