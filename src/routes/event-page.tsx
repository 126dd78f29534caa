import { data } from "react-router";
import type { Route } from "./+types/event-page";
import { EventAbout } from "../components/event/event-about";
import { EventOverview } from "../components/event/event-overview";
import { DatedRegion, lazyView } from "../components/dated-region";
import { JsonLd } from "../components/json-ld";
import { Prerendered } from "../components/prerendered";
import { Container } from "../components/ui/container";
import { band, entryHeader } from "../components/ui/rhythm";
import { eventEntry, eventPage, eventSummary } from "../content/event";
import { getMeta, site } from "../content/site";
import { calendarPath } from "../lib/calendar-path";
import { eventPath } from "../lib/event-path";
import { leadSentences } from "../lib/page-description";
import { loadRegionsAndData } from "../lib/prerendered-regions";
import { eventJsonLd } from "../lib/structured-data";
import { useToday } from "../lib/use-today";

export const meta = ({ loaderData: event }: Route.MetaArgs) => {
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

// The event's summary, at build time: in this page's HTML, so the browser's bundle holds no other event.
export const loader = ({ params }: Route.LoaderArgs) => {
  const event = eventSummary(params.id);
  if (!event) throw data(null, { status: 404 });
  return event;
};

/** The opening's code, which the browser loads only to draw the opening itself (DatedRegion). */
const loadOverview = () =>
  import("../components/event/event-overview").then(
    (module) => module.EventOverview,
  );
const LaterOverview = lazyView(loadOverview, ({ event }) =>
  overviewRegion(event.id),
);
const overviewRegion = (id: string) => `event-overview-${id}`;

// With the page's data and regions, the opening's code: the page is drawn at once.
export const clientLoader = (args: Route.ClientLoaderArgs) =>
  loadRegionsAndData(args, loadOverview);

/**
 * An event's own page: its opening (facts and actions) follows the visitor's date, drawn in the browser
 * only on a date other than the build's; its text is in the HTML only.
 */
export default function EventPage({ loaderData: event }: Route.ComponentProps) {
  const { id } = event;
  const today = useToday();
  return (
    <>
      <div className="border-b border-line/60 bg-glow">
        <Container className={entryHeader}>
          <DatedRegion id={overviewRegion(id)} today={today}>
            {import.meta.env.SSR ? (
              <EventOverview
                event={event}
                today={today}
                labels={eventPage.labels}
              />
            ) : (
              <LaterOverview
                event={event}
                today={today}
                labels={eventPage.labels}
              />
            )}
          </DatedRegion>
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
