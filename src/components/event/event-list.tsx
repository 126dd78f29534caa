import { eventEntry, eventPage } from "../../content/event";
import type { EventSummary } from "../../schemas/types";
import { cardEvents, eventsByYear, groupEvents } from "../../lib/event-timing";
import { Prerendered } from "../prerendered";
import { EventCard } from "./event-card";
import { EventDetails } from "./event-details";
import { EventEntries } from "./event-entries";

/** Events as full cards, each with its text in full, written at build time only. */
function EventCards({
  events,
  today,
  first,
  headingLevel,
}: {
  events: readonly EventSummary[];
  today: string;
  first: EventSummary | undefined;
  headingLevel?: 3 | 4;
}) {
  return events.map((event) => (
    <EventCard
      key={event.id}
      event={event}
      today={today}
      labels={eventPage.labels}
      headingLevel={headingLevel}
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
  ));
}

/** Those of the events that are among `cards` as full cards (they come first), the others as lines. */
function CardsThenLines({
  events,
  cards,
  today,
  first,
  headingLevel,
}: {
  events: readonly EventSummary[];
  cards: ReadonlySet<EventSummary>;
  today: string;
  first: EventSummary | undefined;
  headingLevel?: 3 | 4;
}) {
  const lines = events.filter((event) => !cards.has(event));
  return (
    <>
      <EventCards
        events={events.filter((event) => cards.has(event))}
        today={today}
        first={first}
        headingLevel={headingLevel}
      />
      {lines.length > 0 && <EventEntries events={lines} />}
    </>
  );
}

/**
 * Past events by year, most recent first: those among `cards` (of the most recent year) as full cards,
 * the others as lines that link to each event's page. The years are headed only when there is more than
 * one.
 */
function PastEvents({
  events,
  cards,
  today,
  first,
}: {
  events: readonly EventSummary[];
  cards: ReadonlySet<EventSummary>;
  today: string;
  first: EventSummary | undefined;
}) {
  const years = eventsByYear(events);
  if (years.length <= 1)
    return (
      <CardsThenLines
        events={events}
        cards={cards}
        today={today}
        first={first}
      />
    );
  return years.map(({ year, events: ofYear }) => (
    <section
      key={year}
      aria-labelledby={`past-events-${year}`}
      className="space-y-8"
    >
      <h3
        id={`past-events-${year}`}
        className="text-xl font-bold text-ink sm:text-2xl"
      >
        {year}
      </h3>
      <CardsThenLines
        events={ofYear}
        cards={cards}
        today={today}
        first={first}
        headingLevel={4}
      />
    </section>
  ));
}

/** Upcoming events first, soonest first; then past events, most recent first, by year. */
function EventGroups({
  events,
  today,
}: {
  events: readonly EventSummary[];
  today: string;
}) {
  const { upcoming, past } = groupEvents(events, today);
  const cards = new Set(cardEvents(events, today));
  const first = upcoming[0] ?? past[0];
  return (
    <div className="space-y-14 sm:space-y-20">
      <section aria-labelledby="upcoming-events-title" className="space-y-8">
        <h2
          id="upcoming-events-title"
          className="text-2xl font-bold text-ink sm:text-3xl"
        >
          {eventPage.labels.upcoming}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-ink-muted">{eventPage.labels.noUpcoming}</p>
        ) : (
          <CardsThenLines
            events={upcoming}
            cards={cards}
            today={today}
            first={first}
          />
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-events-title" className="space-y-8">
          <h2
            id="past-events-title"
            className="text-2xl font-bold text-ink sm:text-3xl"
          >
            {eventPage.labels.past}
          </h2>
          <PastEvents events={past} cards={cards} today={today} first={first} />
        </section>
      )}
    </div>
  );
}

/**
 * The list on the visitor's date. Its prerendered HTML is the list on the build's date, which is also
 * the date of the render that hydrates it (useToday): the list keeps that HTML, with nothing to hydrate,
 * and is rendered anew only on another date (a new key), or after a client-side navigation.
 */
export function EventList({
  events,
  today,
}: {
  events: readonly EventSummary[];
  today: string;
}) {
  return (
    <Prerendered key={today} id="event-list">
      <EventGroups events={events} today={today} />
    </Prerendered>
  );
}
