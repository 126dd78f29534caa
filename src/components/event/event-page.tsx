import type { ReactNode } from "react";
import { eventEntry, eventPage } from "../../content/event";
import { getMeta, site } from "../../content/site";
import { calendarPath } from "../../lib/calendar-path";
import { eventPath } from "../../lib/event-path";
import type { MetaDescriptor } from "../../lib/meta";
import { leadSentences } from "../../lib/page-description";
import { eventJsonLd } from "../../lib/structured-data";
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

/** An event's own page: its opening (`opening`, an island that follows the visitor's day), then its text. */
export function EventPage({ id, opening }: { id: string; opening: ReactNode }) {
  const event = eventEntry(id);
  return (
    <>
      <div className="border-b border-line/60 bg-glow">
        <Container className={entryHeader}>{opening}</Container>
      </div>
      <Container className={band}>
        <EventAbout event={event} labels={eventPage.labels} />
      </Container>
      <JsonLd data={eventJsonLd(event, site)} />
    </>
  );
}
