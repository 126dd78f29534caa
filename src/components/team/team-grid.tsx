import type { Site, TeamMemberEntry } from "../../schemas/types";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { MemberCard } from "./member-card";

/** The team's cards, in a band of the page; nothing at all with no member, not an empty band. */
export function TeamGrid({
  members,
  networkNames,
}: {
  members: readonly TeamMemberEntry[];
  networkNames: Site["networkNames"];
}) {
  if (members.length === 0) return null;
  return (
    <Container className={band}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} networkNames={networkNames} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
