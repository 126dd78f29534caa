import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { PartnersSection } from "../components/partners/partners-section";
import { partners, partnersPage } from "../content/partners";
import { forms, getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";

export const meta = () =>
  getMeta({
    title: partnersPage.title,
    description: partnersPage.description,
    path: "/partners",
  });

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

// Written at build time only: in the browser, the page's own prerendered HTML (docs/decisions/0021).
export default function Partners() {
  return (
    <Prerendered id="partners">
      {import.meta.env.SSR && (
        <>
          <PageHeader title={partnersPage.title} lead={partnersPage.lead} />
          <PartnersSection
            partners={partners}
            copy={partnersPage}
            partnerForm={forms.partner}
          />
        </>
      )}
    </Prerendered>
  );
}
