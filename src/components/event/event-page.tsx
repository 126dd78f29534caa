import type { ReactNode } from "react";
import { eventEntry, eventPage } from "../../content/event";
import { getMeta, site } from "../../content/site";
import { calendarPath } from "../../lib/calendar-path";
import { eventPath } from "../../lib/event-path";
import type { MetaDescriptor } from "../../lib/meta";
import { leadSentences } from "../../lib/page-description";
import { eventJsonLd } from "../../lib/structured-data";
import { BackLink } from "../back-link";
import { JsonLd } from "../json-ld";
import { Container } from "../ui/container";
import { band, entryHeader } from "../ui/rhythm";
import { EventAbout } from "./event-about";

export function eventPageMeta(id: string): MetaDescriptor[] {
  const event = eventEntry(id);
  return [
    ...getMeta({
      title: event.title,
      description: leadSentences(event.descriptionText),
      path: eventPath(id),
      image: event.picture,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      href: calendarPath(id),
    },
  ];
}

/**
 * An event's own page: the way back and its title; then its key facts and the way in (`facts`, an island
 * that follows the visitor's day), from 1024 px in a column beside its text, above it on narrower screens.
 */
export function EventPage({ id, facts }: { id: string; facts: ReactNode }) {
  const event = eventEntry(id);
  return (
    <>
      <div className="border-b border-line/60 bg-glow">
        <Container className={entryHeader}>
          <BackLink to="/event">{eventPage.labels.allEvents}</BackLink>
          <h1
            // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
            tabIndex={-1}
            dir="auto"
            className="mt-3 max-w-4xl text-3xl font-bold break-words text-ink sm:text-4xl"
          >
            {event.title}
          </h1>
        </Container>
      </div>
      <Container
        className={`${band} grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-16 xl:grid-cols-[minmax(0,1fr)_22rem]`}
      >
        <div className="lg:col-start-2 lg:row-start-1 lg:rounded-2xl lg:border lg:border-line lg:bg-surface lg:p-6">
          {facts}
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <EventAbout event={event} labels={eventPage.labels} />
        </div>
      </Container>
      <JsonLd data={eventJsonLd(event, site)} />
    </>
  );
}
