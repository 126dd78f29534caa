import type { ChapterEntry, Site, TeamMemberEntry } from "../../schemas/types";
import { teamGroups } from "../../lib/team-groups";
import { tw } from "../../lib/tw";
import { Link } from "../link";
import { Container } from "../ui/container";
import { afterHeading, band } from "../ui/rhythm";
import { MemberList } from "./member-list";

type Labels = Pick<Site["pages"]["team"], "leadership" | "chapterLeads">;
type Props = {
  members: readonly TeamMemberEntry[];
  chapters: readonly ChapterEntry[];
  networkNames: Site["networkNames"];
  labels: Labels;
};

const groupHeading = tw`text-2xl font-bold text-ink sm:text-3xl`;

/** Each chapter's leads under the chapter's name, which links to the chapter's page. */
function ChapterLeads({
  groups,
  networkNames,
}: {
  groups: readonly { chapter: ChapterEntry; leads: TeamMemberEntry[] }[];
  networkNames: Site["networkNames"];
}) {
  return groups.map(({ chapter, leads }) => (
    <section
      key={chapter.id}
      aria-labelledby={`chapter-leads-${chapter.id}`}
      className={afterHeading}
    >
      <h3
        id={`chapter-leads-${chapter.id}`}
        className="flex items-center gap-3 text-xl font-semibold text-ink"
      >
        <img
          src={chapter.flagUrl}
          alt=""
          width={36}
          height={24}
          // Each flag is an SVG document of its own: drawn once near the screen, not all at load.
          loading="lazy"
          className="h-6 w-9 shrink-0 rounded-sm border border-line object-cover"
        />
        <Link
          to={`/chapters/${chapter.id}`}
          className="min-w-0 underline decoration-accent/50 underline-offset-4 hover:text-accent hover:decoration-accent"
        >
          {chapter.name}
        </Link>
      </h3>
      <MemberList
        members={leads}
        networkNames={networkNames}
        headingLevel={4}
        className="mt-6"
      />
    </section>
  ));
}

/**
 * The team's cards, in a band of the page: the leadership, then the chapter leads by chapter, each
 * under its heading; with no chapter lead, the leadership's cards alone, with no heading. Nothing at
 * all with no one, not an empty band.
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
    <Container className={`${band} space-y-16 sm:space-y-24`}>
      {groups.leadership.length > 0 && (
        <section aria-labelledby="team-leadership">
          <h2 id="team-leadership" className={groupHeading}>
            {labels.leadership}
          </h2>
          <MemberList
            members={groups.leadership}
            networkNames={networkNames}
            headingLevel={3}
            className={afterHeading}
          />
        </section>
      )}
      <section aria-labelledby="team-chapter-leads">
        <h2 id="team-chapter-leads" className={groupHeading}>
          {labels.chapterLeads}
        </h2>
        <ChapterLeads groups={groups.chapters} networkNames={networkNames} />
      </section>
    </Container>
  );
}
