// The modules that src/pipeline/content-plugin.ts writes from content/ at build time: a list as the
// default export, an object as one named export per key (declared here as the object, which TypeScript
// lets a module import whole or by name).
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module can reach ./types only through import() */

declare module "virtual:content/site" {
  // Without the pages' copy, which each page imports on its own (virtual:content/pages/<page>).
  const site: Omit<import("../schemas/types").Site, "pages">;
  export = site;
}

declare module "virtual:content/pages/chapters" {
  const page: import("../schemas/types").Site["pages"]["chapters"];
  export = page;
}

declare module "virtual:content/pages/team" {
  const page: import("../schemas/types").Site["pages"]["team"];
  export = page;
}

declare module "virtual:content/pages/event" {
  const page: import("../schemas/types").Site["pages"]["event"];
  export = page;
}

declare module "virtual:content/pages/contactSent" {
  const page: import("../schemas/types").Site["pages"]["contactSent"];
  export = page;
}

declare module "virtual:content/pages/contactAside" {
  const page: import("../schemas/types").Site["pages"]["contactAside"];
  export = page;
}

declare module "virtual:content/pages/offline" {
  const page: import("../schemas/types").Site["pages"]["offline"];
  export = page;
}

declare module "virtual:content/home" {
  const home: import("../schemas/types").Home;
  export = home;
}

declare module "virtual:content/contactForm" {
  // The contact form's words, without the section's heading and lead.
  const form: import("../schemas/types").ContactFormCopy;
  export = form;
}

declare module "virtual:content/chapters" {
  const chapters: readonly import("../schemas/types").ChapterEntry[];
  export default chapters;
}

declare module "virtual:content/chaptersMap" {
  const map: import("../schemas/types").ChaptersMap;
  export = map;
}

declare module "virtual:content/team" {
  const team: readonly import("../schemas/types").TeamMemberEntry[];
  export default team;
}

declare module "virtual:content/events" {
  // Every event in full: for the build only (descriptions, topics, structured data).
  const events: readonly import("../schemas/types").EventEntry[];
  export default events;
}

declare module "virtual:content/eventListItems" {
  // What the list of events needs to sort them by the visitor's date and draw their cards.
  const events: readonly import("../schemas/types").EventListItem[];
  export default events;
}

declare module "virtual:content/eventSummaries" {
  // What the browser needs to sort the events by the visitor's date.
  const events: readonly import("../schemas/types").EventSummary[];
  export default events;
}

declare module "virtual:content/partners" {
  const partners: readonly import("../schemas/types").PartnerEntry[];
  export default partners;
}

declare module "virtual:content/news" {
  const news: readonly import("../schemas/types").NewsEntry[];
  export default news;
}

declare module "virtual:content/textPages" {
  const pages: readonly import("../schemas/types").TextPageEntry[];
  export default pages;
}

declare module "virtual:content/pages/chapter" {
  const page: import("../schemas/types").Site["pages"]["chapter"];
  export = page;
}

declare module "virtual:content/pages/partners" {
  const page: import("../schemas/types").Site["pages"]["partners"];
  export = page;
}

declare module "virtual:content/pages/news" {
  const page: import("../schemas/types").Site["pages"]["news"];
  export = page;
}

declare module "virtual:content/newsHeads" {
  // What each post's title, description and social image need: no body.
  const heads: readonly import("../schemas/types").NewsHead[];
  export default heads;
}

declare module "virtual:content/textPageHeads" {
  // What each text page's title and description need: no body.
  const heads: readonly Omit<
    import("../schemas/types").TextPageEntry,
    "bodyHtml"
  >[];
  export default heads;
}

declare module "virtual:content/happeningNow" {
  // As of the build's day: the next event (or one under way) and the latest post, each if any.
  export const nextEvent: import("../lib/happening-now").NextEvent | null;
  export const latestPost: import("../lib/happening-now").LatestPost | null;
}

declare module "virtual:content/footerPages" {
  // The text pages that exist and that no footer entry links to, for the footer's last line.
  const pages: readonly { title: string; link: string }[];
  export default pages;
}

declare module "virtual:content/feedLinks" {
  // The news feed while there is a post, else none.
  const links: readonly { href: string; title: string }[];
  export default links;
}
