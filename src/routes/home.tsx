import { AboutSection } from "../components/home/about-section";
import { CallsToAction } from "../components/home/call-to-action";
import { ContactSection } from "../components/home/contact-section";
import { Prerendered } from "../components/prerendered";
import { HeroSection } from "../components/home/hero-section";
import { PodcastSection } from "../components/home/podcast-section";
import { ResearchSection } from "../components/home/research-section";
import { HappeningNow } from "../components/home/happening-now";
import {
  community,
  homePage,
  latestPost,
  nextEvent,
  now,
  partner,
} from "../content/home";
import { partners, partnersPage } from "../content/partners";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";

export const meta = () =>
  getMeta({ description: homePage.description, path: "/" });

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

// The sections are written at build time only: in the browser, the page's own prerendered HTML.
export default function Home() {
  return (
    <>
      <Prerendered id="home">
        {import.meta.env.SSR && (
          <>
            <HeroSection />
            <HappeningNow
              nextEvent={nextEvent}
              latestPost={latestPost}
              copy={now}
            />
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
          </>
        )}
      </Prerendered>
      <ContactSection />
    </>
  );
}
