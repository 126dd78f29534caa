import type { ReactNode } from "react";
import {
  community,
  homePage,
  latestPost,
  nextEvent,
  now,
  partner,
} from "../../content/home";
import { partners, partnersPage } from "../../content/partners";
import { getMeta } from "../../content/site";
import { AboutSection } from "./about-section";
import { CallsToAction } from "./call-to-action";
import { ContactSection } from "./contact-section";
import { HappeningNow } from "./happening-now";
import { HeroSection } from "./hero-section";
import { PodcastSection } from "./podcast-section";
import { ResearchSection } from "./research-section";

export const homeMeta = () =>
  getMeta({ description: homePage.description, path: "/" });

/** The home page's sections; the contact form (`form`) is an island. */
export function HomePage({ form }: { form: ReactNode }) {
  return (
    <>
      <HeroSection />
      <HappeningNow nextEvent={nextEvent} latestPost={latestPost} copy={now} />
      <AboutSection />
      <ResearchSection />
      <PodcastSection />
      <CallsToAction
        partner={partner}
        community={community}
        partnersPage={
          partners.length > 0
            ? { title: partnersPage.title, path: "/partners" }
            : undefined
        }
      />
      <ContactSection form={form} />
    </>
  );
}
