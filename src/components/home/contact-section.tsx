import { contactAside } from "../../content/contact-aside";
import { contact } from "../../content/home";
import { site } from "../../content/site";
import { Prerendered } from "../prerendered";
import { Section } from "../section";
import { bandContinued } from "../ui/rhythm";
import { SectionHeading } from "../ui/section-heading";
import { ContactElsewhere } from "./contact-elsewhere";
import { ContactForm } from "./contact-form";

const { afterSending } = contactAside;

/** The contact form, with what becomes of a message and the other ways to reach the community beside it. */
export function ContactSection() {
  return (
    <Section id={contact.id} labelledBy="contact-title" spacing={bandContinued}>
      {/* On a wide screen: the heading and the other ways to reach us beside the form and what becomes of
          a message; on a phone, the form comes before the other ways. */}
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-x-16">
        <Prerendered>
          <SectionHeading
            id="contact-title"
            eyebrow={contact.eyebrow}
            title={contact.title}
            lead={contact.lead}
            align="start"
          />
        </Prerendered>
        <div className="lg:row-span-2">
          <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
            <ContactForm />
          </div>
          <Prerendered>
            <h3 className="mt-8 text-lg font-semibold text-ink">
              {afterSending.title}
            </h3>
            <p className="mt-2 text-ink-muted">
              {afterSending[site.contactDelivery]}
            </p>
          </Prerendered>
        </div>
        <Prerendered>
          <ContactElsewhere columns="sm:grid-cols-2 lg:grid-cols-1" />
        </Prerendered>
      </div>
    </Section>
  );
}
