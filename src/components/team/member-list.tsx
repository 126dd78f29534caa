import type { Site, TeamMemberEntry } from "../../schemas/types";
import { MemberCard } from "./member-card";

/** People's cards, three to a row on a wide screen: the team page's groups and a chapter's leads. */
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
    <ul className={`grid gap-6 lg:grid-cols-3 ${className}`}>
      {members.map((member) => (
        <li key={member.id} className="drawn-near-screen-120">
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
