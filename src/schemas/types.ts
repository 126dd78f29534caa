import type { z } from "zod";
import type { EventTimes } from "../lib/instants";
import type {
  chapterSchema,
  eventSchema,
  homeSchema,
  newsPostSchema,
  partnerSchema,
  textPageSchema,
  siteSchema,
  teamMemberSchema,
  TextPage,
} from "./schemas";

// Every content type comes from its schema in ./schemas; a collection item also carries its id, its file name.
export type Chapter = z.infer<typeof chapterSchema> & { id: string };
export type TeamMember = z.infer<typeof teamMemberSchema> & { id: string };
export type CommunityEvent = z.infer<typeof eventSchema> & { id: string };
export type Partner = z.infer<typeof partnerSchema> & { id: string };
export type NewsPost = z.infer<typeof newsPostSchema> & { id: string };
export type TextPageContent = z.infer<typeof textPageSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Home = z.infer<typeof homeSchema>;

export type NavItem = Site["navigation"][number];
export type SocialLink = Site["socialLinks"][number];
export type SocialNetwork = SocialLink["id"];
export type ContactDelivery = Site["contactDelivery"];
export type MissionFeature = Home["missionFeatures"][number];
export type Initiative = Home["initiatives"][number];

/** An image as the build prepares it: its size and, for a photo, AVIF and WebP files at several widths. */
export type PreparedImage = {
  /** The image itself (SVG), or the WebP file for browsers that take no srcset. */
  src: string;
  width: number;
  height: number;
  sources: readonly { type: "image/avif" | "image/webp"; srcSet: string }[];
};

/** The map of Africa on /chapters, drawn at build time: SVG path data only, no map code in the page. */
export type ChaptersMap = {
  width: number;
  height: number;
  /** Every African country without a chapter, as one path. */
  others: string;
  chapters: readonly {
    /** The chapter's id, whose page is `/chapters/<id>`. */
    id: string;
    /** The country's English name, from its code. */
    name: string;
    path: string;
    /** A dot for a country too small to see at this size, such as an island state. */
    dot?: { x: number; y: number };
    /** A round target, unseen, around a country smaller than a finger's target (24 px at the map's narrowest). */
    target?: { x: number; y: number; r: number };
  }[];
};

// What the pages render: the content, plus what the build derives from it; an image's path in
// content/media is replaced by its prepared picture, so no original file name reaches a page.
export type ChapterEntry = Chapter & {
  /** The flag of flagCode, from the site's own flag set: a file of the build (/assets/flags/), or a data: address in the editor's previews. */
  flagUrl: string;
  /** The country's English name, from flagCode. */
  country: string;
};
export type TeamMemberEntry = Omit<
  TeamMember,
  "img" | "photoConsent" | "photoCredit"
> & {
  /** None for a person without a portrait: the card draws their initials. */
  portrait?: PreparedImage;
  /** Who took a photo portrait. */
  photoCredit?: string;
};
/** A photo of people as a page shows it: prepared, described and credited. */
export type PreparedPhoto = PreparedImage & { alt: string; credit: string };
export type EventEntry = Omit<CommunityEvent, "image" | "gallery"> & {
  /** The Markdown description rendered to HTML, raw HTML escaped. */
  descriptionHtml: string;
  /** The description as plain text, for structured data. */
  descriptionText: string;
  /** Its first sentence, for the list of events. */
  summary: string;
  /** When it starts and ends and its calls close, as instants (src/lib/instants.ts). */
  times: EventTimes;
  /** The time zone's name at its start (and end), for a page: "Central Africa Time (UTC+2)". */
  zoneName?: string;
  picture?: PreparedImage & { alt: string };
  gallery?: PreparedPhoto[];
};
export type PartnerEntry = Omit<Partner, "logo" | "agreement"> & {
  logo: PreparedImage;
};
export type NewsEntry = Omit<NewsPost, "image" | "body" | "authors"> & {
  bodyHtml: string;
  picture?: PreparedPhoto;
  /** The authors, in the order of the post, by id and name, with the chapter each leads, if any. */
  authors: { id: string; name: string; chapter?: string }[];
};
/** What a post's page head needs in the browser: its title, summary and social image. */
export type NewsHead = Pick<NewsEntry, "id" | "title" | "summary"> & {
  picture?: { src: string; width: number; height: number; alt: string };
};
export type TextPageEntry = Omit<TextPageContent, "body"> & {
  id: TextPage;
  bodyHtml: string;
};

/** What the browser needs of an event to sort it and show its dates and links on the visitor's day. */
export type EventSummary = Pick<
  EventEntry,
  | "id"
  | "title"
  | "date"
  | "endDate"
  | "abstractDeadline"
  | "registrationDeadline"
  | "language"
  | "cost"
  | "location"
  | "registrationLink"
  | "abstractLink"
  | "picture"
  | "startTime"
  | "endTime"
  | "zoneName"
  | "times"
  | "venue"
  | "format"
  | "onlineLink"
  | "recap"
>;

/** What the list of events needs of each, to sort it by the visitor's date and draw its card. */
export type EventListItem = Pick<
  EventEntry,
  | "summary"
  | "id"
  | "title"
  | "date"
  | "endDate"
  | "times"
  | "location"
  | "format"
  | "recap"
  | "picture"
  | "abstractDeadline"
  | "registrationDeadline"
  | "registrationLink"
  | "abstractLink"
>;

/** The contact form's words, without the section's heading and lead. */
export type ContactFormCopy = Omit<
  Home["contact"],
  "eyebrow" | "title" | "lead"
>;

export type ContactDraft = {
  name: string;
  email: string;
  message: string;
};
