import { initiatives, research } from "../../content/home";
import { Section } from "../section";
import { afterHeading } from "../ui/rhythm";
import { SectionHeading } from "../ui/section-heading";
import { FeatureCard } from "./feature-card";

export function ResearchSection() {
  return (
    <Section
      id={research.id}
      labelledBy="research-title"
      className="bg-surface/50"
    >
      <SectionHeading
        id="research-title"
        eyebrow={research.eyebrow}
        title={research.title}
        lead={research.lead}
      />
      {/* Padding rather than gap: engines before Chromium 84 have no gap in flex layout. */}
      <div className={afterHeading}>
        <ul className="-m-3 flex flex-wrap justify-center">
          {initiatives.map((initiative) => (
            <li
              key={initiative.id}
              className="flex w-full p-3 md:w-1/2 lg:w-1/3"
            >
              <FeatureCard
                icon={initiative.icon}
                title={initiative.title}
                text={initiative.description}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
