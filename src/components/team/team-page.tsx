import { chapters } from "../../content/chapters";
import { getMeta, networkNames } from "../../content/site";
import { teamMembers, teamPage } from "../../content/team";
import { PageHeader } from "../page-header";
import { TeamGrid } from "./team-grid";

export const teamMeta = () =>
  getMeta({
    title: teamPage.title,
    description: teamPage.description,
    path: "/our-team",
  });

/** /our-team: the people, by group. */
export function TeamPage() {
  return (
    <>
      <PageHeader title={teamPage.title} lead={teamPage.lead} />
      <TeamGrid
        members={teamMembers}
        chapters={chapters}
        networkNames={networkNames}
        labels={teamPage}
      />
    </>
  );
}
