import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";
import { partnersPage } from "../content/partners";

export const meta = () =>
  getMeta({
    title: partnersPage.title,
    description: partnersPage.description,
    path: "/partners",
  });

export const loader = () => null;
export const clientLoader = loadRegions;

export default function Partners() {
  return (
    <Prerendered id={"partners"}>
      {import.meta.env.SSR && (
        <PageHeader
          title={partnersPage.title}
          lead={partnersPage.description}
        />
      )}
    </Prerendered>
  );
}
