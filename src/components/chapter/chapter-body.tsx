import { groupEvents } from "../../lib/event-timing";
import type {
  ChapterEntry,
  EventSummary,
  Site,
  TeamMemberEntry,
} from "../../schemas/types";
import { EventCard } from "../event/event-card";
import type { EventLabels } from "../event/event-facts";
import type { Moment } from "../../lib/event-timing";
import { MemberList } from "../team/member-list";
import { Container } from "../ui/container";
import { ChapterEvents } from "./chapter-events";
import { ChapterHeader } from "./chapter-header";
import { ChapterWayIn } from "./chapter-way-in";
import { OtherChapters } from "./other-chapters";

type Event = EventSummary & { summary: string; chapters?: readonly string[] };

/**
 * A chapter's page: its header; its facts and the way in (the side column from 1024 px); who leads it
 * and its events, each only when it has any; while it has no event to come, the community's next one,
 * if there is one; then the other chapters. A chapter with a name alone still reads as a page: how to
 * join, what is coming, where else the community meets.
 */
export function ChapterBody({
  chapter,
  chapters,
  people,
  events,
  now,
  copy,
  labels,
  eventLabels,
  networkNames,
  joinForm,
}: {
  chapter: ChapterEntry;
  /** Every chapter: the others are linked at the page's foot. */
  chapters: readonly ChapterEntry[];
  /** Everyone: the chapter's leads are those whose chapter it is. */
  people: readonly TeamMemberEntry[];
  /** Every event: the chapter's are those that name it. */
  events: readonly Event[];
  now: Moment;
  copy: Site["pages"]["chapter"];
  /** The headings of the community's next event and of the other chapters, from the site's other pages. */
  labels: { nextEvent: string; otherChapters: string };
  eventLabels: EventLabels;
  networkNames: Site["networkNames"];
  /** The community's join form, for a chapter with no address of its own. */
  joinForm: string;
}) {
  const leads = people.filter((person) => person.chapter === chapter.id);
  const own = events.filter((event) => event.chapters?.includes(chapter.id));
  const hasUpcoming = groupEvents(own, now).upcoming.length > 0;
  const next = hasUpcoming ? undefined : groupEvents(events, now).upcoming[0];
  const others = chapters.filter((other) => other.id !== chapter.id);
  return (
    <>
      <ChapterHeader chapter={chapter} copy={copy} />
      <Container className="py-8 sm:py-12 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-12 lg:py-16">
        <div className="lg:col-start-2 lg:row-start-1">
          <ChapterWayIn
            chapter={chapter}
            leads={leads}
            copy={copy}
            joinForm={joinForm}
          />
        </div>
        <div className="mt-12 space-y-12 sm:space-y-16 lg:col-start-1 lg:row-start-1 lg:mt-0">
          {leads.length > 0 && (
            <section aria-labelledby="chapter-leads">
              <h2
                id="chapter-leads"
                className="text-2xl font-bold text-ink sm:text-3xl"
              >
                {copy.leads}
              </h2>
              <MemberList
                members={leads}
                networkNames={networkNames}
                headingLevel={3}
                columns={1}
                className="mt-5"
              />
            </section>
          )}
          <ChapterEvents
            events={own}
            now={now}
            copy={copy}
            labels={eventLabels}
          />
          {next && (
            <section aria-labelledby="community-next-event">
              <h2
                id="community-next-event"
                className="text-2xl font-bold text-ink sm:text-3xl"
              >
                {labels.nextEvent}
              </h2>
              <div className="mt-5">
                <EventCard
                  event={next}
                  now={now}
                  labels={eventLabels}
                  summary={next.summary}
                />
              </div>
            </section>
          )}
          <OtherChapters chapters={others} title={labels.otherChapters} />
        </div>
      </Container>
    </>
  );
}
