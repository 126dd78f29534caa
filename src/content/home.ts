import home from "virtual:content/home";
import { homeSections } from "../lib/home-sections";

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
