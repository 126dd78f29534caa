import home from "virtual:content/home";

export const {
  hero,
  about,
  missionFeatures,
  research,
  initiatives,
  podcastSection,
  partner,
  community,
  contact,
} = home;
export const homePage = home.page;
