import type { IconName } from "../components/icon-names";

/** An address on this site ("/event", "/#about") or an absolute https address. */
export type Href = string;

export type NavItem = {
  id: string;
  title: string;
  path: Href;
  /** True for items that scroll to a section of the home page. */
  isScroll: boolean;
};

export type SocialNetwork = "linkedin" | "instagram" | "x";

export type SocialLink = {
  id: SocialNetwork;
  link: Href;
};

export type MissionFeature = {
  id: string;
  icon: IconName;
  title: string;
  content: string;
};

export type Initiative = {
  id: string;
  icon: IconName;
  title: string;
  description: string;
};

export type TeamMember = {
  id: number;
  name: string;
  role: string;
  /** Portrait served by the site; a placeholder until a licensed photo exists. */
  img: string;
  description: string;
  socialMedia: readonly {
    id: SocialNetwork;
    icon: SocialNetwork;
    link: Href;
  }[];
};

export type ChapterStatus = "active";

export type Chapter = {
  id: string;
  name: string;
  description: string;
  /** ISO 3166-1 alpha-2 code, lower case. */
  flagCode: string;
  flagUrl: Href;
  status: ChapterStatus;
};

export type Event = {
  id: string;
  title: string;
  /** Paragraphs, shown in order. */
  description: readonly string[];
  topics?: readonly string[];
  coOrganisers?: readonly string[];
  /** Calendar dates (YYYY-MM-DD); without an end date, the event lasts one day. */
  date: string;
  endDate?: string;
  /** The last day abstracts are taken; without one, until the event starts. */
  abstractDeadline?: string;
  location: { city: string; country: string; countryCode: string };
  image?: { src: string; alt: string; width: number; height: number };
  registrationLink: Href;
  abstractLink: Href;
};

export type ContactDraft = {
  name: string;
  email: string;
  message: string;
};

export type ContactDelivery = "none" | "netlify";
