import { contactAside } from "../../content/contact-aside";
import { contact } from "../../content/home";
import { site } from "../../content/site";
import { textPages } from "../../content/text-pages";
import { homeSections } from "../../lib/home-sections";
import { Link } from "../link";
import { Section } from "../section";
import { homeStepContinued } from "../ui/rhythm";
import { SectionHeading } from "../ui/section-heading";
import { ContactElsewhere } from "./contact-elsewhere";
import type { ReactNode } from "react";

/**
 * The contact form, with what becomes of a message and the other ways to reach the community beside it.
 * Only the form (`form`, an island) runs: the rest is written at build time.
 */
export function ContactSection({ form }: { form: ReactNode }) {
  // A delivered message comes with the privacy notice that says what becomes of it (the loader
  // refuses delivery without one); its link reads as the notice's own title.
  const privacy =
    site.contactDelivery === "netlify"
      ? textPages.find((page) => page.id === "privacy")
      : undefined;
  return (
    <Section
      id={homeSections.contact}
      labelledBy="contact-title"
      spacing={homeStepContinued}
    >
      {/* On a wide screen: the heading and the other ways to reach us beside the form and what becomes of
          a message; on a phone, the form comes before the other ways. */}
      <div className="grid gap-4 sm:gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-x-16">
        <SectionHeading
          id="contact-title"
          eyebrow={contact.eyebrow}
          title={contact.title}
          lead={contact.lead}
          align="start"
        />

        <div className="lg:row-span-2">
          <div className="rounded-3xl border border-line bg-surface p-4 sm:p-8">
            {form}
          </div>
          <h3
            dir="auto"
            className="mt-4 font-semibold text-ink sm:mt-8 sm:text-lg"
          >
            {contactAside.afterSending.title}
          </h3>
          <p
            dir="auto"
            className="mt-1 text-sm leading-snug text-ink-muted sm:mt-2 sm:text-base sm:leading-normal"
          >
            {contactAside.afterSending[site.contactDelivery]}
          </p>
          {privacy && (
            <p className="mt-2">
              <Link
                to="/privacy"
                className="inline-flex min-h-11 items-center text-accent underline underline-offset-4 hover:text-ink"
              >
                {privacy.title}
              </Link>
            </p>
          )}
        </div>
        <ContactElsewhere columns="sm:grid-cols-2 lg:grid-cols-1" />
      </div>
    </Section>
  );
}
