import type { EventListItem } from "../../schemas/types";
import {
  cardEvents,
  eventsByYear,
  groupEvents,
  type Moment,
} from "../../lib/event-timing";
import { EventCard } from "./event-card";
import type { EventLabels } from "./event-facts";
import { EventEntries } from "./event-entries";

/** Events as compact cards, two to a row from 768 px; those not among `cards`, as lines after them. */
function EventCards({
  events,
  cards,
  now,
  labels,
  headingLevel,
}: {
  events: readonly EventListItem[];
  cards: ReadonlySet<EventListItem>;
  now: Moment;
  labels: EventLabels;
  headingLevel?: 3 | 4;
}) {
  const shown = events.filter((event) => cards.has(event));
  const lines = events.filter((event) => !cards.has(event));
  return (
    <>
      {shown.length > 0 && (
        <ul className="grid gap-3 sm:gap-4 md:grid-cols-2">
          {shown.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                now={now}
                labels={labels}
                headingLevel={headingLevel}
                summary={event.summary}
              />
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && <EventEntries events={lines} labels={labels} />}
    </>
  );
}

/** Past events by year, most recent first; the years are headed only when there is more than one. */
function PastEvents({
  events,
  cards,
  now,
  labels,
}: {
  events: readonly EventListItem[];
  cards: ReadonlySet<EventListItem>;
  now: Moment;
  labels: EventLabels;
}) {
  const years = eventsByYear(events);
  if (years.length <= 1)
    return (
      <EventCards events={events} cards={cards} now={now} labels={labels} />
    );
  return years.map(({ year, events: ofYear }) => (
    <section
      key={year}
      aria-labelledby={`past-events-${year}`}
      className="space-y-4"
    >
      <h3
        id={`past-events-${year}`}
        className="text-lg font-bold text-ink-muted sm:text-xl"
      >
        {year}
      </h3>
      <EventCards
        events={ofYear}
        cards={cards}
        now={now}
        labels={labels}
        headingLevel={4}
      />
    </section>
  ));
}

/** Upcoming events first, soonest first; then past events, most recent first, by year. */
export function EventGroups({
  events,
  now,
  labels,
}: {
  events: readonly EventListItem[];
  now: Moment;
  labels: EventLabels;
}) {
  const { upcoming, past } = groupEvents(events, now);
  const cards = new Set(cardEvents(events, now));
  return (
    <div className="space-y-12 sm:space-y-16">
      <section aria-labelledby="upcoming-events-title" className="space-y-5">
        <h2
          id="upcoming-events-title"
          className="text-2xl font-bold text-ink sm:text-3xl"
        >
          {labels.upcoming}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-ink-muted">{labels.noUpcoming}</p>
        ) : (
          <EventCards
            events={upcoming}
            cards={cards}
            now={now}
            labels={labels}
          />
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-events-title" className="space-y-5">
          <h2
            id="past-events-title"
            className="text-2xl font-bold text-ink sm:text-3xl"
          >
            {labels.past}
          </h2>
          <PastEvents events={past} cards={cards} now={now} labels={labels} />
        </section>
      )}
    </div>
  );
}
