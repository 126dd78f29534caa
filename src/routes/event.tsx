import { CalendarFeed } from "../components/event/calendar-feed";
import { EventList } from "../components/event/event-list";
import { JsonLd } from "../components/json-ld";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { Container } from "../components/ui/container";
import { band } from "../components/ui/rhythm";
import { eventPage, events } from "../content/event";
import { getMeta, site } from "../content/site";
import { eventsDescription } from "../lib/page-description";
import { eventJsonLd } from "../lib/structured-data";
import { useToday } from "../lib/use-today";

export const meta = () =>
  getMeta({
    title: eventPage.title,
    // The latest events are for search engines, which read the prerendered page; the bundle does without.
    description: import.meta.env.SSR
      ? eventsDescription(eventPage, events)
      : eventPage.description,
    path: "/event",
  });

export default function EventRoute() {
  const today = useToday();
  return (
    <>
      <Prerendered>
        <PageHeader title={eventPage.title} lead={eventPage.lead} />
      </Prerendered>
      <Container className={band}>
        <EventList events={events} today={today} />
        <Prerendered>
          <CalendarFeed />
        </Prerendered>
      </Container>
      {events.map((event) => (
        <JsonLd
          key={event.id}
          data={import.meta.env.SSR ? eventJsonLd(event, site) : null}
        />
      ))}
    </>
  );
}
