import { CalendarFeed } from "../components/event/calendar-feed";
import { EventList } from "../components/event/event-list";
import { JsonLd } from "../components/json-ld";
import { PageHeader } from "../components/page-header";
import { Container } from "../components/ui/container";
import { eventPage, events } from "../content/event";
import { getMeta } from "../lib/meta";
import { eventJsonLd } from "../lib/structured-data";
import { useToday } from "../lib/use-today";

export const meta = () =>
  getMeta({
    title: eventPage.title,
    description: eventPage.description,
    path: "/event",
  });

export default function EventRoute() {
  const today = useToday();
  return (
    <>
      <PageHeader title={eventPage.title} lead={eventPage.lead} />
      <Container className="py-14 sm:py-20">
        <EventList events={events} today={today} />
        <CalendarFeed />
      </Container>
      {events.map((event) => (
        <JsonLd key={event.id} data={eventJsonLd(event)} />
      ))}
    </>
  );
}
