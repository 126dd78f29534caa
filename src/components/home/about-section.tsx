import { about, missionFeatures } from "../../content/home";
import { Section } from "../section";
import { ButtonLink } from "../ui/button";
import { homeStepContinued } from "../ui/rhythm";
import { SectionHeading } from "../ui/section-heading";
import { FeatureCard } from "./feature-card";

export function AboutSection() {
  return (
    <Section id={about.id} labelledBy="about-title" spacing={homeStepContinued}>
      <SectionHeading
        id="about-title"
        eyebrow={about.eyebrow}
        title={about.title}
        lead={about.lead}
      />
      {/* One to a row on a phone, where a text reads across the card; two from 640 px, four from 1024 px. */}
      <ul className="mt-6 grid gap-3 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
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
      <div className="mt-6 flex justify-center sm:mt-10">
        <ButtonLink to={about.cta.path}>{about.cta.title}</ButtonLink>
      </div>
    </Section>
  );
}
