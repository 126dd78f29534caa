import type {
  ChapterEntry,
  EventEntry,
  Site,
  TeamMemberEntry,
} from "../../schemas/types";
import { MemberList } from "../team/member-list";
import { Container } from "../ui/container";
import { afterHeading, band } from "../ui/rhythm";
import { ChapterEvents } from "./chapter-events";
import { ChapterHeader } from "./chapter-header";

/**
 * A chapter's page: its header, then who leads it and its events, each only when it has any, so a
 * chapter with a name alone still reads as a page: its flag, its name and the way back.
 */
export function ChapterBody({
  chapter,
  people,
  events,
  today,
  copy,
  networkNames,
}: {
  chapter: ChapterEntry;
  /** Everyone: the chapter's leads are those whose chapter it is. */
  people: readonly TeamMemberEntry[];
  /** Every event: the chapter's are those that name it. */
  events: readonly EventEntry[];
  today: string;
  copy: Site["pages"]["chapter"];
  networkNames: Site["networkNames"];
}) {
  const leads = people.filter((person) => person.chapter === chapter.id);
  const own = events.filter((event) => event.chapters?.includes(chapter.id));
  return (
    <>
      <ChapterHeader chapter={chapter} copy={copy} />
      {(leads.length > 0 || own.length > 0) && (
        <Container className={`${band} space-y-16 sm:space-y-24`}>
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
                className={afterHeading}
              />
            </section>
          )}
          <ChapterEvents events={own} today={today} copy={copy} />
        </Container>
      )}
    </>
  );
}
