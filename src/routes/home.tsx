import { AboutSection } from "../components/home/about-section";
import { CallsToAction } from "../components/home/call-to-action";
import { ContactSection } from "../components/home/contact-section";
import { Prerendered } from "../components/prerendered";
import { HeroSection } from "../components/home/hero-section";
import { PodcastSection } from "../components/home/podcast-section";
import { ResearchSection } from "../components/home/research-section";
import { community, homePage, partner } from "../content/home";
import { getMeta } from "../content/site";

export const meta = () =>
  getMeta({ description: homePage.description, path: "/" });

export default function Home() {
  return (
    <>
      <Prerendered>
        <HeroSection />
        <AboutSection />
        <ResearchSection />
        <PodcastSection />
        <CallsToAction partner={partner} community={community} />
      </Prerendered>
      <ContactSection />
    </>
  );
}
