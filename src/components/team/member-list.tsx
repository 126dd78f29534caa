import type { Site, TeamMemberEntry } from "../../schemas/types";
import { MemberCard } from "./member-card";

/** People's compact cards, two to a row from 768 px and three from 1280 px: the leadership and a chapter's leads. */
export function MemberList({
  members,
  networkNames,
  headingLevel,
  className = "",
}: {
  members: readonly TeamMemberEntry[];
  networkNames: Site["networkNames"];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul
      className={`grid gap-3 sm:gap-4 md:grid-cols-2 xl:grid-cols-3 ${className}`}
    >
      {members.map((member) => (
        <li key={member.id} className="drawn-near-screen-40">
          <MemberCard
            member={member}
            networkNames={networkNames}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
