import { about, missionFeatures } from "../../content/home";
import { Section } from "../section";
import { ButtonLink } from "../ui/button";
import { afterHeading } from "../ui/rhythm";
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
      {/* Two by two: four titles of one or two lines each, side by side in pairs. */}
      <ul className={`grid gap-6 md:grid-cols-2 ${afterHeading}`}>
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
      <div className={`flex justify-center ${afterHeading}`}>
        <ButtonLink to={about.cta.path}>{about.cta.title}</ButtonLink>
      </div>
    </Section>
  );
}
