import { Prerendered } from "../components/prerendered";
import { ContactElsewhere } from "../components/home/contact-elsewhere";
import { Icon } from "../components/icon";
import { PageHeader } from "../components/page-header";
import { ButtonLink } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { afterHeading, band } from "../components/ui/rhythm";
import { contactSent } from "../content/contact-sent";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";

export const meta = () =>
  getMeta({
    title: contactSent.title,
    description: contactSent.description,
    path: "/contact/sent",
    noIndex: true,
  });

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

// Written at build time only: in the browser, the page's own prerendered HTML (docs/decisions/0021).
export default function ContactSent() {
  return (
    <Prerendered id="contact-sent">
      {import.meta.env.SSR && (
        <>
          <PageHeader title={contactSent.title} lead={contactSent.lead}>
            <div className={`flex justify-center ${afterHeading}`}>
              <ButtonLink to="/">
                <Icon name="house" />
                {contactSent.homeLink}
              </ButtonLink>
            </div>
          </PageHeader>
          <Container className={band}>
            <ContactElsewhere level={2} framed columns="sm:grid-cols-2" />
          </Container>
        </>
      )}
    </Prerendered>
  );
}
