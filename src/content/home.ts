import * as home from "virtual:content/home";
import { homeSections } from "../lib/home-sections";

/** A section of the home page, with its id (the anchor of "/#<id>") from the site's list of paths. */
const section = <T extends object>(
  key: keyof typeof homeSections,
  copy: T,
) => ({
  ...copy,
  id: homeSections[key],
});

// Marked pure, so that the browser's bundle, which renders none of these sections, leaves them out.
export { hero, missionFeatures, initiatives } from "virtual:content/home";
export const about = /* @__PURE__ */ section("about", home.about);
export const research = /* @__PURE__ */ section("research", home.research);
export const podcastSection = /* @__PURE__ */ section(
  "podcastSection",
  home.podcastSection,
);
export const partner = /* @__PURE__ */ section("partner", home.partner);
export const community = /* @__PURE__ */ section("community", home.community);
export const contact = /* @__PURE__ */ section("contact", home.contact);
export const homePage = home.page;
export const now = home.now;
/** As of the build's day: the next event and the latest post, for the home page's "happening now". */
export { nextEvent, latestPost } from "virtual:content/happeningNow";
