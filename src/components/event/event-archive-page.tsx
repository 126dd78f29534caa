import { archivePages, eventPage } from "../../content/event";
import { getMeta } from "../../content/site";
import { archivePath, type ArchivePage } from "../../lib/event-archive";
import type { EventListItem } from "../../schemas/types";
import { eventsDescription } from "../../lib/page-description";
import { BackLink } from "../back-link";
import { PageHeader } from "../page-header";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { EventEntries } from "./event-entries";

const { labels } = eventPage;

/** A page of a year by its address's tail: "2024" or "2024/2". */
export function archivePage(path: string): ArchivePage<EventListItem> {
  const page = archivePages.find(
    (candidate) =>
      archivePath(candidate.year, candidate.page) === `/event/archive/${path}`,
  );
  if (!page) throw new Error(`No page of events at /event/archive/${path}`);
  return page;
}

/** "Events in 2024", and on its second page and after, "Events in 2024, Page 2". */
const archiveTitle = ({ year, page }: ArchivePage<unknown>) =>
  `${labels.archiveTitle} ${year}${page > 1 ? `, ${labels.archivePage} ${page}` : ""}`;

export const eventArchiveMeta = (page: ArchivePage<EventListItem>) =>
  getMeta({
    title: archiveTitle(page),
    description: eventsDescription(
      { description: `${archiveTitle(page)}.` },
      page.events,
    ),
    path: archivePath(page.year, page.page),
  });

/** /event/archive/<year>[/<page>]: a year's events, each as a line, in calendar order, and its other pages. */
export function EventArchivePage({
  page,
}: {
  page: ArchivePage<EventListItem>;
}) {
  const { year, pages } = page;
  return (
    <>
      <PageHeader title={archiveTitle(page)} lead={eventPage.lead} />
      <Container className={band}>
        <BackLink to="/event">{labels.allEvents}</BackLink>
        <div className="mt-6">
          <EventEntries events={page.events} labels={labels} />
        </div>
        {pages > 1 && (
          <nav aria-label={`${labels.archiveTitle} ${year}`} className="mt-10">
            <ul className="flex flex-wrap gap-2">
              {Array.from({ length: pages }, (_, index) => index + 1).map(
                (number) => (
                  <li key={number}>
                    <a
                      href={archivePath(year, number)}
                      aria-label={`${labels.archivePage} ${number}`}
                      aria-current={number === page.page ? "page" : undefined}
                      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-line bg-surface px-3 font-semibold text-accent underline-offset-4 hover:underline aria-[current=page]:bg-accent aria-[current=page]:text-on-accent"
                    >
                      {number}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </nav>
        )}
      </Container>
    </>
  );
}
