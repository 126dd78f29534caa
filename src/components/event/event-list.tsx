import { eventEntry, eventPage } from "../../content/event";
import type { EventSummary } from "../../schemas/types";
import { groupEvents } from "../../lib/event-timing";
import { EventCard } from "./event-card";
import { EventDetails } from "./event-details";

/** Upcoming events first, soonest first; then past events, most recent first. */
export function EventList({
  events,
  today,
}: {
  events: readonly EventSummary[];
  today: string;
}) {
  const { upcoming, past } = groupEvents(events, today);
  const first = upcoming[0] ?? past[0];
  const groups = [
    {
      id: "upcoming-events",
      title: eventPage.labels.upcoming,
      events: upcoming,
    },
    { id: "past-events", title: eventPage.labels.past, events: past },
  ];
  return (
    <div className="space-y-14 sm:space-y-20">
      {groups.map((group) =>
        group.id === "past-events" && group.events.length === 0 ? null : (
          <section
            key={group.id}
            aria-labelledby={`${group.id}-title`}
            className="space-y-8"
          >
            <h2
              id={`${group.id}-title`}
              className="text-2xl font-bold text-ink sm:text-3xl"
            >
              {group.title}
            </h2>
            {group.events.length === 0 ? (
              <p className="text-ink-muted">{eventPage.labels.noUpcoming}</p>
            ) : (
              group.events.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  today={today}
                  labels={eventPage.labels}
                  details={
                    // Written at build time only: the browser's bundle has no text of any event.
                    import.meta.env.SSR && (
                      <EventDetails
                        event={eventEntry(event.id)}
                        labels={eventPage.labels}
                      />
                    )
                  }
                  posterLoading={event === first ? "eager" : "lazy"}
                />
              ))
            )}
          </section>
        ),
      )}
    </div>
  );
}
