import type { ChapterEntry, Site, TeamMemberEntry } from "../../schemas/types";
import { namesCountry } from "../../lib/countries";
import { personAnchor } from "../../lib/people";
import { teamGroups } from "../../lib/team-groups";
import { tw } from "../../lib/tw";
import { Link } from "../link";
import { Container } from "../ui/container";
import { Flag } from "../ui/flag";
import { band } from "../ui/rhythm";
import { Portrait } from "./member-card";
import { MemberList } from "./member-list";

type Labels = Pick<Site["pages"]["team"], "leadership" | "chapterLeads">;
type Props = {
  members: readonly TeamMemberEntry[];
  chapters: readonly ChapterEntry[];
  networkNames: Site["networkNames"];
  labels: Labels;
};

const groupHeading = tw`text-2xl font-bold text-ink sm:text-3xl`;

/**
 * One chapter's leads, by name and role under the chapter's flag, name and country: their cards in full
 * are on the chapter's page, which the chapter's name links to.
 */
function ChapterLeads({
  chapter,
  leads,
}: {
  chapter: ChapterEntry;
  leads: readonly TeamMemberEntry[];
}) {
  return (
    <section
      aria-labelledby={`chapter-leads-${chapter.id}`}
      className="h-full rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex items-center gap-3">
        <Flag src={chapter.flagUrl} country={chapter.country} size="sm" />
        <div className="min-w-0">
          <h3
            id={`chapter-leads-${chapter.id}`}
            dir="auto"
            className="leading-snug font-semibold [overflow-wrap:break-word] text-ink"
          >
            <Link
              to={`/chapters/${chapter.id}`}
              className="underline decoration-accent/50 underline-offset-4 hover:text-accent hover:decoration-accent"
            >
              {chapter.name}
            </Link>
          </h3>
          {!namesCountry(chapter.name, chapter.country) && (
            <p className="text-xs text-ink-muted">{chapter.country}</p>
          )}
        </div>
      </div>
      <ul className="mt-3 space-y-3">
        {leads.map((lead) => (
          <li
            key={lead.id}
            id={personAnchor(lead.id)}
            className="flex items-center gap-3"
          >
            <Portrait member={lead} size={40} className="size-10 text-sm" />
            <div className="min-w-0 flex-1">
              <h4
                dir="auto"
                className="text-sm font-semibold [overflow-wrap:break-word] text-ink"
              >
                {lead.name}
              </h4>
              <p
                dir="auto"
                className="text-xs [overflow-wrap:break-word] text-ink-muted"
              >
                {lead.role}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The team, in a band of the page: the leadership's cards, then the chapter leads, grouped by chapter,
 * each group a link to the chapter's page where their cards are; with no chapter lead, the leadership's
 * cards alone, with no heading. Nothing at all with no one, not an empty band.
 */
export function TeamGrid({ members, chapters, networkNames, labels }: Props) {
  const groups = teamGroups(members, chapters);
  if (groups.chapters.length === 0)
    return groups.leadership.length === 0 ? null : (
      <Container className={band}>
        <MemberList members={groups.leadership} networkNames={networkNames} />
      </Container>
    );
  return (
    <Container className={`${band} space-y-12 sm:space-y-16`}>
      {groups.leadership.length > 0 && (
        <section aria-labelledby="team-leadership">
          <h2 id="team-leadership" className={groupHeading}>
            {labels.leadership}
          </h2>
          <MemberList
            members={groups.leadership}
            networkNames={networkNames}
            headingLevel={3}
            className="mt-5"
          />
        </section>
      )}
      <section aria-labelledby="team-chapter-leads">
        <h2 id="team-chapter-leads" className={groupHeading}>
          {labels.chapterLeads}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {groups.chapters.map(({ chapter, leads }) => (
            <li key={chapter.id} className="drawn-near-screen-32">
              <ChapterLeads chapter={chapter} leads={leads} />
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
