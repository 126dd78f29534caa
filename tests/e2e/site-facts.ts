// What the pages must show, read from the content the site was built from (CONTENT_DIR, else content/),
// so that the browser tests hold for any content an editor writes. The specification's own constants are
// checked once, against the launch content (tests/launch-content/).
import { formatDate } from "../../src/lib/format-date";
import { isScrollPath } from "../../src/lib/home-sections";
import { homeSections } from "../../src/lib/site-paths";
import { textPages } from "../../src/schemas/schemas";
import { countryName } from "../../src/lib/countries";
import { unlistedPages } from "../../src/lib/footer-pages";
import { happeningNow } from "../../src/lib/happening-now";
import { listEvents } from "../../src/lib/event-archive";
import {
  cardEvents,
  eventStatus,
  type Moment,
} from "../../src/lib/event-timing";
import { eventTimes } from "../../src/lib/instants";
import { content } from "./content";
import { built, today } from "./fixtures";

const { site, home } = content;

/** A pattern that matches the text itself, whatever characters it holds. */
export const literal = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
/** A pattern for a text that starts with this one. */
export const startsWith = (text: string) =>
  new RegExp(`^${literal(text).source}`);

export const forms = site.forms;
export const podcastUrl = site.podcast.url;

export const navItems = site.navigation.map((item) => ({
  name: item.title,
  href: item.path,
}));

/** The home page's sections, by anchor: the title each one shows. */
const sections = (
  [
    "about",
    "research",
    "podcastSection",
    "partner",
    "community",
    "contact",
  ] as const
).map((key) => ({ ...home[key], id: homeSections[key] }));

/** The in-page links of the menu and the section each lands on (its id and its heading). */
export const hashLinks = site.navigation
  .filter((item) => isScrollPath(item.path))
  .map((item) => {
    const id = item.path.replace("/#", "");
    const section = sections.find((candidate) => candidate.id === id);
    if (!section)
      throw new Error(`${item.path} is no section of the home page`);
    return { name: item.title, id, heading: section.title };
  });

/** The pages that exist only with content, and whether they have it: a footer entry links to one then. */
const contentPages: Record<string, boolean> = {
  "/partners": content.partners.length > 0,
  "/news": content.news.some((post) => post.date <= today),
  ...Object.fromEntries(
    textPages.map((page) => [`/${page}`, page in content.pages]),
  ),
};

/** The footer's columns: each entry's title, and the address it leads to, if it leads anywhere yet. */
export const footerColumns = site.footerColumns.map(({ title, entries }) => ({
  title,
  entries: entries.map((entry) => ({
    title: entry.title,
    link:
      entry.link && contentPages[entry.link] !== false ? entry.link : undefined,
  })),
}));

/** The footer's pages that exist and that no column links to: the footer's last line links them. */
export const footerPages = unlistedPages(
  site.footerColumns,
  textPages.flatMap((id) => {
    const page = content.pages[id];
    return page ? [{ id, title: page.title }] : [];
  }),
);

export const copyright = `© ${site.copyrightYear} ${site.name}. All Rights Reserved.`;

export const socialNetworks = site.socialLinks.map((social) => ({
  name: new RegExp(`\\b${literal(site.networkNames[social.id]).source}\\b`),
  host: new URL(social.link).host,
}));

export const hero = {
  tagline: home.hero.tagline,
  headline: home.hero.headline,
};

export const missionFeatures = home.missionFeatures.map(({ title }) => title);
export const initiatives = home.initiatives.map(({ title }) => title);

export const teamMembers = content.team.map(({ id, name, role, chapter }) => ({
  id,
  name,
  role,
  chapter,
}));

export const chapters = content.chapters.map(({ name, flagCode }) => ({
  name,
  code: flagCode,
  country: countryName(flagCode),
}));

/** The content's events with the instants the build gives them. */
export const timedEvents = content.events.map((event) => ({
  ...event,
  times: eventTimes(event),
}));

/** Whether the home page says what is happening: an event to come (or under way), or a post. */
export const somethingHappening = (() => {
  const { nextEvent, latestPost } = happeningNow(
    timedEvents,
    content.news.filter((post) => post.date <= today),
    built,
  );
  return Boolean(nextEvent || latestPost);
})();

/** Every event, with the texts its card shows whatever the day. */
export const events = content.events.map((event) => ({
  id: event.id,
  title: event.title,
  date: formatDate(event.date),
  isoDate: event.date,
  isoEndDate: event.endDate ?? event.date,
  /** Whether it had ended at the build's moment. */
  past: eventStatus({ times: eventTimes(event) }, built) === "past",
  /** Its place as its card and page say it: "Online" for an event online only. */
  place:
    event.format === "online"
      ? site.pages.event.labels.formats.online
      : `${event.location.city}, ${event.location.country}`,
  /** Where its calendar entry says it is: its venue, then its place. */
  calendarLocation: [event.venue, event.location.city, event.location.country]
    .filter(Boolean)
    .join(", "),
  registrationLink: event.registrationLink,
  abstractLink: event.abstractLink,
  /** Its poster's description, when it has a poster. */
  imageAlt: event.image?.alt,
  /** Its own page. */
  path: `/event/${event.id}`,
  startTime: event.startTime,
  timeZone: event.timeZone,
  /** "09:30 to 16:00", as its page writes its times. */
  timeRange: event.endTime
    ? `${event.startTime} to ${event.endTime}`
    : event.startTime,
  recap: event.recap,
}));

/** The events /event shows as cards at a moment; past that number, each is a line with its link. */
export const cardsOn = (now: Moment) => {
  const ids = new Set(cardEvents(timedEvents, now).map(({ id }) => id));
  return events.filter((event) => ids.has(event.id));
};
/** The events /event holds at a moment; the others are on their year's pages (src/lib/event-archive.ts). */
export const listedOn = (now: Moment) => {
  const ids = new Set(listEvents(timedEvents, now).map(({ id }) => id));
  return events.filter((event) => ids.has(event.id));
};
/** The events /event holds at the build's moment. */
export const listedEvents = listedOn(built);

/** Every page of the site, with its title and the text that must be on it. */
export const routes = [
  {
    path: "/",
    title: literal(site.name),
    texts: [
      hero.tagline,
      hero.headline,
      ...sections.map((section) => section.title),
      ...missionFeatures,
      ...initiatives,
      home.podcastSection.badge,
    ],
  },
  {
    path: "/event",
    title: literal(site.pages.event.title),
    texts: [
      site.pages.event.title,
      ...listedEvents.flatMap((event) => [event.title, event.place]),
    ],
  },
  {
    path: "/our-team",
    title: literal(site.pages.team.title),
    texts: [
      site.pages.team.title,
      ...teamMembers.flatMap((member) => [member.name, member.role]),
    ],
  },
  {
    path: "/chapters",
    title: literal(site.pages.chapters.title),
    texts: [
      site.pages.chapters.title,
      ...content.chapters.flatMap((chapter) => [
        chapter.name,
        ...(chapter.description ? [chapter.description] : []),
      ]),
    ],
  },
];

export const notFound = {
  path: "/no-such-page",
  title: site.errorPage.title,
  detail: site.errorPage.notFound,
};

/** The site's own pages: the menu's label for each, and the heading it opens with. */
const pageOf = (path: string, heading: string) => ({
  path,
  nav: site.navigation.find((item) => item.path === path)?.title ?? path,
  heading,
});
export const pages = {
  event: pageOf("/event", site.pages.event.title),
  team: pageOf("/our-team", site.pages.team.title),
  chapters: pageOf("/chapters", site.pages.chapters.title),
};

/**
 * The kind of page an address is: a page of its own (/event, /contact/sent), a text page, or an entry
 * of a collection (/event/<id>, /chapters/<id>, /news/<id>). Pages of one kind are one component.
 */
export function kindOf(path: string): string {
  const [, collection = "", entry] = path.split("/");
  if (textPages.some((id) => path === `/${id}`)) return "text page";
  return entry && collection !== "contact" ? collection : path;
}

/** Of these addresses, the one of each kind that `weight` finds heaviest (by default, the first). */
export function onePerKind(
  paths: readonly string[],
  weight: (path: string) => number = () => 0,
): string[] {
  const chosen = new Map<string, string>();
  for (const path of paths) {
    const kept = chosen.get(kindOf(path));
    if (kept === undefined || weight(path) > weight(kept))
      chosen.set(kindOf(path), path);
  }
  return [...chosen.values()];
}
