import { CalendarFeed } from "../components/event/calendar-feed";
import { EventList, loadEventGroups } from "../components/event/event-list";
import { JsonLd } from "../components/json-ld";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { Container } from "../components/ui/container";
import { band } from "../components/ui/rhythm";
import {
  eventEntry,
  eventPage,
  events,
  eventListItems,
} from "../content/event";
import type { Route } from "./+types/event";
import { getMeta, site } from "../content/site";
import { eventsDescription } from "../lib/page-description";
import { loadRegionsAndData } from "../lib/prerendered-regions";
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

// What the list needs of every event, at build time: in this page's HTML, not in a script whose size grows with them.
export const loader = () => eventListItems;
// With the page's data and regions, the list's code: the list is drawn at once.
export const clientLoader = (args: Route.ClientLoaderArgs) =>
  loadRegionsAndData(args, loadEventGroups);

// The list sorts the events by the visitor's date, rendering only on a date other than the build's.
export default function EventRoute({
  loaderData: summaries,
}: Route.ComponentProps) {
  const today = useToday();
  return (
    <>
      <Prerendered id="event-header">
        {import.meta.env.SSR && (
          <PageHeader title={eventPage.title} lead={eventPage.lead} />
        )}
      </Prerendered>
      <Container className={band}>
        <EventList events={summaries} today={today} />
        <Prerendered id="event-feed">
          {import.meta.env.SSR && <CalendarFeed />}
        </Prerendered>
      </Container>
      <Prerendered id="event-data">
        {import.meta.env.SSR &&
          summaries.map((event) => (
            <JsonLd
              key={event.id}
              data={eventJsonLd(eventEntry(event.id), site)}
            />
          ))}
      </Prerendered>
    </>
  );
}
