import { contact } from "../../content/home";
import { Section } from "../section";
import { SectionHeading } from "../ui/section-heading";
import { ContactForm } from "./contact-form";

export function ContactSection() {
  return (
    <Section id={contact.id} labelledBy="contact-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <SectionHeading
          id="contact-title"
          eyebrow={contact.eyebrow}
          title={contact.title}
          lead={contact.lead}
          align="start"
        />
        <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </Section>
  );
}
