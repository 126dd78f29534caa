import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { MemberCard } from "../components/team/member-card";
import { Container } from "../components/ui/container";
import { band } from "../components/ui/rhythm";
import { networkNames } from "../content/site";
import { teamMembers, teamPage } from "../content/team";
import { getMeta } from "../content/site";

export const meta = () =>
  getMeta({
    title: teamPage.title,
    description: teamPage.description,
    path: "/our-team",
  });

export default function OurTeam() {
  return (
    <Prerendered>
      <PageHeader title={teamPage.title} lead={teamPage.lead} />
      <Container className={band}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {teamMembers.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} networkNames={networkNames} />
            </li>
          ))}
        </ul>
      </Container>
    </Prerendered>
  );
}
