import { contactSent } from "../../content/contact-sent";
import { getMeta } from "../../content/site";
import { contactSentPath } from "../../lib/site-paths";
import { Icon } from "../icon";
import { PageHeader } from "../page-header";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { afterHeading, band } from "../ui/rhythm";
import { ContactElsewhere } from "./contact-elsewhere";

export const contactSentMeta = () =>
  getMeta({
    title: contactSent.title,
    description: contactSent.description,
    path: contactSentPath,
    noIndex: true,
  });

/** Where the contact form, posted without JavaScript, lands once Netlify Forms has taken the message. */
export function ContactSentPage() {
  return (
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
  );
}
