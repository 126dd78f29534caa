import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { TeamGrid } from "../components/team/team-grid";
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
      <TeamGrid members={teamMembers} networkNames={networkNames} />
    </Prerendered>
  );
}
