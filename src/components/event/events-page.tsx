import type { ReactNode } from "react";
import { eventPage, events } from "../../content/event";
import { getMeta, site } from "../../content/site";
import { eventsDescription } from "../../lib/page-description";
import { eventJsonLd } from "../../lib/structured-data";
import { JsonLd } from "../json-ld";
import { PageHeader } from "../page-header";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { CalendarFeed } from "./calendar-feed";

export const eventsMeta = () =>
  getMeta({
    title: eventPage.title,
    description: eventsDescription(eventPage, events),
    path: "/event",
  });

/** /event: the list of events (`list`, an island that follows the visitor's day), then the calendar feed. */
export function EventsPage({ list }: { list: ReactNode }) {
  return (
    <>
      <PageHeader title={eventPage.title} lead={eventPage.lead} />
      <Container className={band}>
        {list}
        <CalendarFeed />
      </Container>
      {events.map((event) => (
        <JsonLd key={event.id} data={eventJsonLd(event, site)} />
      ))}
    </>
  );
}
