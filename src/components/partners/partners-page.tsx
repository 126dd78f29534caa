import { partners, partnersPage } from "../../content/partners";
import { forms, getMeta } from "../../content/site";
import { PageHeader } from "../page-header";
import { PartnersSection } from "./partners-section";

export const partnersMeta = () =>
  getMeta({
    title: partnersPage.title,
    description: partnersPage.description,
    path: "/partners",
  });

/** /partners, while there is a partner. */
export function PartnersPage() {
  return (
    <>
      <PageHeader title={partnersPage.title} lead={partnersPage.lead} />
      <PartnersSection
        partners={partners}
        copy={partnersPage}
        partnerForm={forms.partner}
      />
    </>
  );
}
