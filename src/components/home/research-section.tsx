import { initiatives, research } from "../../content/home";
import { Icon } from "../icon";
import { Section } from "../section";
import { homeAfterHeading, homeStep } from "../ui/rhythm";
import { SectionHeading } from "../ui/section-heading";

/**
 * The initiatives, a compact list on the band's own background: each title beside its icon, its text
 * below across the item; one column on a phone, two from 768 px, three from 1024 px. Grid gaps, not flex gaps, which
 * engines before Chromium 84 lack.
 */
export function ResearchSection() {
  return (
    <Section
      id={research.id}
      labelledBy="research-title"
      spacing={homeStep}
      className="bg-surface/50"
    >
      <SectionHeading
        id="research-title"
        eyebrow={research.eyebrow}
        title={research.title}
        lead={research.lead}
      />
      <ul
        className={`grid gap-x-8 gap-y-2.5 sm:gap-y-8 md:grid-cols-2 lg:grid-cols-3 ${homeAfterHeading}`}
      >
        {initiatives.map((initiative) => (
          <li
            key={initiative.id}
            className="grid grid-cols-[auto_1fr] gap-x-3 border-t border-line pt-2.5 sm:gap-x-4 sm:pt-6"
          >
            <span className="inline-flex size-7 items-center justify-center rounded-lg bg-linear-to-br from-accent/20 to-accent-alt/25 text-accent sm:size-10 sm:rounded-xl">
              <Icon name={initiative.icon} className="size-5" />
            </span>
            <h3
              dir="auto"
              className="self-center text-base font-semibold text-ink sm:text-lg"
            >
              {initiative.title}
            </h3>
            <p
              dir="auto"
              className="col-span-2 mt-1.5 text-sm leading-snug text-ink-muted sm:mt-2 sm:text-base sm:leading-normal"
            >
              {initiative.description}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
