import { data, useParams } from "react-router";
import type { MetaArgs } from "react-router";
import { EventAbout } from "../components/event/event-about";
import { EventOverview } from "../components/event/event-overview";
import { JsonLd } from "../components/json-ld";
import { Prerendered } from "../components/prerendered";
import { Container } from "../components/ui/container";
import { band } from "../components/ui/rhythm";
import { eventEntry, eventPage, eventSummary } from "../content/event";
import { getMeta, site } from "../content/site";
import { calendarPath } from "../lib/calendar-path";
import { eventPath } from "../lib/event-path";
import { leadSentences } from "../lib/page-description";
import { loadRegions } from "../lib/prerendered-regions";
import { eventJsonLd } from "../lib/structured-data";
import { useToday } from "../lib/use-today";

export const meta = ({ params }: MetaArgs) => {
  const event = eventSummary(params.id ?? "");
  if (!event) return [];
  return [
    ...getMeta({
      title: event.title,
      // The event's own words are for search engines, which read the prerendered page.
      description: import.meta.env.SSR
        ? leadSentences(eventEntry(event.id).descriptionText)
        : eventPage.description,
      path: eventPath(event.id),
      image: event.picture,
    }),
    // Its calendar file, for a calendar app or a browser extension that looks for one.
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      href: calendarPath(event.id),
    },
  ];
};

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

/** An event's own page: its facts and actions hydrate for the visitor's date; its text is in the HTML only. */
export default function EventPage() {
  const { id = "" } = useParams();
  const today = useToday();
  const event = eventSummary(id);
  if (!event) throw data(null, { status: 404 });
  return (
    <>
      <div className="border-b border-line/60 bg-glow">
        <Container className={band}>
          <EventOverview
            event={event}
            today={today}
            labels={eventPage.labels}
          />
        </Container>
      </div>
      <Container className={band}>
        <Prerendered id={`event-page-${id}`}>
          {import.meta.env.SSR && (
            <EventAbout event={eventEntry(id)} labels={eventPage.labels} />
          )}
        </Prerendered>
      </Container>
      <JsonLd
        data={import.meta.env.SSR ? eventJsonLd(eventEntry(id), site) : null}
      />
    </>
  );
}
