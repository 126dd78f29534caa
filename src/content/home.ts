import { happeningNow } from "../lib/happening-now";
import { homeSections } from "../lib/home-sections";
import { content, now as built } from "./store";

const home = content.home;

/** A section of the home page, with its id (the anchor of "/#<id>") from the site's list of paths. */
const section = <T extends object>(
  key: keyof typeof homeSections,
  copy: T,
) => ({
  ...copy,
  id: homeSections[key],
});

export const { hero, missionFeatures, initiatives } = home;
export const about = section("about", home.about);
export const research = section("research", home.research);
export const podcastSection = section("podcastSection", home.podcastSection);
export const partner = section("partner", home.partner);
export const community = section("community", home.community);
export const contact = section("contact", home.contact);
export const homePage = home.page;
export const now = home.now;
/** As of the build's moment: the next event (or one under way) and the latest post, for "happening now". */
export const { nextEvent, latestPost } = happeningNow(
  content.events,
  content.news,
  built,
);
