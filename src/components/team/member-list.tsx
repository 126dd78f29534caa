import type { Site, TeamMemberEntry } from "../../schemas/types";
import { MemberCard } from "./member-card";

/** People's cards, two to a row from 1024 px, so that a biography reads in lines of 45 to 75 characters: the leadership and a chapter's leads. */
export function MemberList({
  members,
  networkNames,
  headingLevel,
  columns = 2,
  className = "",
}: {
  members: readonly TeamMemberEntry[];
  networkNames: Site["networkNames"];
  headingLevel?: 2 | 3 | 4;
  /** 1 in a page's main column beside a side column, too narrow for two cards. */
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <ul
      className={`grid gap-3 sm:gap-4 ${columns === 2 ? "lg:grid-cols-2" : ""} ${className}`}
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
