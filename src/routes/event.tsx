import { EventCard } from "../components/event/event-card";
import { JsonLd } from "../components/json-ld";
import { PageHeader } from "../components/page-header";
import { Container } from "../components/ui/container";
import { eventPage, events } from "../content/event";
import { getMeta } from "../lib/meta";
import { eventJsonLd } from "../lib/structured-data";

export const meta = () =>
  getMeta({
    title: eventPage.title,
    description: eventPage.description,
    path: "/event",
  });

export default function EventRoute() {
  return (
    <>
      <PageHeader title={eventPage.title} lead={eventPage.lead} />
      <Container className="space-y-10 py-14 sm:py-20">
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </Container>
      {events.map((event) => (
        <JsonLd key={event.id} data={eventJsonLd(event)} />
      ))}
    </>
  );
}
