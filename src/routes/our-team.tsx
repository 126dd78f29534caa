import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { TeamGrid } from "../components/team/team-grid";
import { chapters } from "../content/chapters";
import { getMeta, networkNames } from "../content/site";
import { teamMembers, teamPage } from "../content/team";
import { loadRegions } from "../lib/prerendered-regions";

export const meta = () =>
  getMeta({
    title: teamPage.title,
    description: teamPage.description,
    path: "/our-team",
  });

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

// Written at build time only: in the browser, the page's own prerendered HTML (docs/decisions/0021).
export default function OurTeam() {
  return (
    <Prerendered id="our-team">
      {import.meta.env.SSR && (
        <>
          <PageHeader title={teamPage.title} lead={teamPage.lead} />
          <TeamGrid
            members={teamMembers}
            chapters={chapters}
            networkNames={networkNames}
            labels={teamPage}
          />
        </>
      )}
    </Prerendered>
  );
}
