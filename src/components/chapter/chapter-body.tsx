import type {
  ChapterEntry,
  EventSummary,
  Site,
  TeamMemberEntry,
} from "../../schemas/types";
import type { EventLabels } from "../event/event-facts";
import type { Moment } from "../../lib/event-timing";
import { MemberList } from "../team/member-list";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { ChapterEvents } from "./chapter-events";
import { ChapterHeader } from "./chapter-header";

/**
 * A chapter's page: its header with the way in, then who leads it and its events, each only when it
 * has any, so a chapter with a name alone still reads as a page: its flag, name, country and how to join.
 */
export function ChapterBody({
  chapter,
  people,
  events,
  now,
  copy,
  eventLabels,
  networkNames,
  joinForm,
}: {
  chapter: ChapterEntry;
  /** Everyone: the chapter's leads are those whose chapter it is. */
  people: readonly TeamMemberEntry[];
  /** Every event: the chapter's are those that name it. */
  events: readonly (EventSummary & {
    summary: string;
    chapters?: readonly string[];
  })[];
  now: Moment;
  copy: Site["pages"]["chapter"];
  eventLabels: EventLabels;
  networkNames: Site["networkNames"];
  /** The community's join form, for a chapter with no address of its own. */
  joinForm: string;
}) {
  const leads = people.filter((person) => person.chapter === chapter.id);
  const own = events.filter((event) => event.chapters?.includes(chapter.id));
  return (
    <>
      <ChapterHeader chapter={chapter} copy={copy} joinForm={joinForm} />
      {(leads.length > 0 || own.length > 0) && (
        <Container className={`${band} space-y-12 sm:space-y-16`}>
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
        </Container>
      )}
    </>
  );
}
