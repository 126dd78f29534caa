import { PageHeader } from "../components/page-header";
import { MemberCard } from "../components/team/member-card";
import { Container } from "../components/ui/container";
import { teamMembers, teamPage } from "../content/team";
import { getMeta } from "../lib/meta";

export const meta = () =>
  getMeta({
    title: teamPage.title,
    description: teamPage.description,
    path: "/our-team",
  });

export default function OurTeam() {
  return (
    <>
      <PageHeader title={teamPage.title} lead={teamPage.lead} />
      <Container className="py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {teamMembers.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
