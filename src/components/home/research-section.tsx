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
      <ul className={`flex flex-wrap justify-center gap-6 ${afterHeading}`}>
        {initiatives.map((initiative) => (
          <li
            key={initiative.id}
            className="flex w-full md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
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
    </Section>
  );
}
