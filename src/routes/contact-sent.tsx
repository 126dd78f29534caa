import { Icon } from "../components/icon";
import { PageHeader } from "../components/page-header";
import { ButtonLink } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { contactSent } from "../content/contact-sent";
import { getMeta } from "../lib/meta";

export const meta = () =>
  getMeta({
    title: contactSent.title,
    description: contactSent.description,
    path: "/contact/sent",
    noIndex: true,
  });

export default function ContactSent() {
  return (
    <>
      <PageHeader title={contactSent.title} lead={contactSent.lead} />
      <Container className="py-14 sm:py-20">
        <ButtonLink to="/">
          <Icon name="house" />
          {contactSent.homeLink}
        </ButtonLink>
      </Container>
    </>
  );
}
