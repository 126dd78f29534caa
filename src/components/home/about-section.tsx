import { about, missionFeatures } from "../../content/home";
import { Section } from "../section";
import { ButtonLink } from "../ui/button";
import { SectionHeading } from "../ui/section-heading";
import { FeatureCard } from "./feature-card";

export function AboutSection() {
  return (
    <Section id={about.id} labelledBy="about-title">
      <SectionHeading
        id="about-title"
        eyebrow={about.eyebrow}
        title={about.title}
        lead={about.lead}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {missionFeatures.map((feature) => (
          <li key={feature.id} className="flex">
            <FeatureCard
              icon={feature.icon}
              title={feature.title}
              text={feature.content}
              className="w-full"
            />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex justify-center">
        <ButtonLink to={about.cta.path}>{about.cta.title}</ButtonLink>
      </div>
    </Section>
  );
}
