import type { ReactNode } from "react";
import {
  archivePages,
  eventEntry,
  eventPage,
  events,
  listedEvents,
} from "../../content/event";
import { getMeta, site } from "../../content/site";
import { eventsDescription } from "../../lib/page-description";
import { eventJsonLd } from "../../lib/structured-data";
import { JsonLd } from "../json-ld";
import { PageHeader } from "../page-header";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { CalendarFeed } from "./calendar-feed";
import { EventArchiveLinks } from "./event-archive-links";

export const eventsMeta = () =>
  getMeta({
    title: eventPage.title,
    description: eventsDescription(eventPage, events),
    path: "/event",
  });

/**
 * /event: the list of events (`list`, an island that follows the visitor's day), the links to the pages
 * of each year's events, then the calendar feed.
 */
export function EventsPage({ list }: { list: ReactNode }) {
  return (
    <>
      <PageHeader title={eventPage.title} lead={eventPage.lead} />
      <Container className={band}>
        {list}
        <EventArchiveLinks pages={archivePages} labels={eventPage.labels} />
        <CalendarFeed />
      </Container>
      {listedEvents.map(({ id }) => (
        <JsonLd key={id} data={eventJsonLd(eventEntry(id), site)} />
      ))}
    </>
  );
}
