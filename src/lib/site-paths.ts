/**
 * The addresses that content may link to. The addresses of this site that content may link to: its pages (src/routes.ts), the sections of the
 * home page and the events' calendar files. The content schema accepts these paths and no other, and
 * the home page gives its sections these ids.
 */

/** The pages of src/routes.ts that are always there; src/lib/site-paths.test.ts checks that the two agree. */
export const pagePaths = ["/", "/event", "/our-team", "/chapters"] as const;

/**
 * The page that thanks a visitor for a message, where Netlify sends the form: there only while messages
 * are delivered (content/site.json's contactDelivery is "netlify"). A link to it otherwise is refused by
 * the loader.
 */
export const contactSentPath = "/contact/sent";

/**
 * The pages that exist once their content does: the partners, the news, and the pages the footer
 * promises (content/pages/<id>.json). A link to one with no content yet is refused by the loader, or, in
 * the footer, shown as plain text.
 */
export const contentPagePaths = [
  "/partners",
  "/news",
  "/terms",
  "/privacy",
  "/code-of-conduct",
  "/help",
] as const;

import { homeSections } from "./home-sections";

export { homeSections };

/** The address of the news feed, which every page links to once there is a post. */
export const newsFeedPath = "/news/feed.xml";

/** A post's page: "/news/<id>". */
export const newsPostPath = (id: string) => `/news/${id}`;

export const sectionPaths = Object.values(homeSections).map(
  (id) => `/#${id}` as const,
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A path of this site that content may link to: a page, a section of the home page, or an event's
 * calendar file, "/calendar/<event>.ics" (src/lib/calendar-path.ts; the loader checks that the event
 * exists). One pattern, so that the editor can be given the very rule the build applies.
 */
export const sitePathPattern = new RegExp(
  `^(?:${[...pagePaths, contactSentPath, ...contentPagePaths, ...sectionPaths].map(escape).join("|")}|\\/calendar\\/[a-z0-9]+(?:-[a-z0-9]+)*\\.ics)$`,
);

export const isSitePath = (path: string) => sitePathPattern.test(path);

/**
 * https://, then a host with a dot (a site's name), perhaps a port, then anything but spaces. No "@"
 * before the path: "https://quantum-africa.org@evil.example/" leads to evil.example, and a name or
 * password is not for a page to publish. No backslash, which browsers read as "/", nor "%", which
 * they decode.
 */
export const httpsPattern =
  /^https:\/\/[^\s/?#.@\\%:]+(?:\.[^\s/?#.@\\%:]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** Whether an https address names a user or a password before its site ("https://user:pass@host"). */
export const hasUserInfo = (address: string) =>
  /^https?:\/\/[^/?#]*@/i.test(address);

/** A link in content: a path of this site or a full https address. */
export const linkPattern = new RegExp(
  `${httpsPattern.source}|${sitePathPattern.source}`,
);

/** What a link may be, in words. */
export const linkExpected = `a page of this site (${[...pagePaths, contactSentPath, ...contentPagePaths].join(", ")}), a section of the home page (${sectionPaths.join(", ")}), an event's calendar file ("/calendar/<event>.ics") or a full address that starts with "https://"`;

export { calendarEvent } from "./calendar-path";
