import { about, missionFeatures } from "../../content/home";
import { Section } from "../section";
import { ButtonLink } from "../ui/button";
import { homeAfterHeading, homeStepContinued } from "../ui/rhythm";
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
      {/* On a phone, one card with a row for each, where a text reads across the card; from 640 px, a card
          each, two to a row, four from 1024 px. */}
      <ul
        className={`grid divide-y divide-line rounded-2xl border border-line bg-surface px-4 sm:grid-cols-2 sm:gap-6 sm:divide-y-0 sm:rounded-none sm:border-0 sm:bg-transparent sm:px-0 lg:grid-cols-4 ${homeAfterHeading}`}
      >
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
      <div className={`flex justify-center ${homeAfterHeading}`}>
        <ButtonLink to={about.cta.path}>{about.cta.title}</ButtonLink>
      </div>
    </Section>
  );
}
