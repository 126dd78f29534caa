import type {
  BlogPosting,
  Event as SchemaOrgEvent,
  Organization,
  WithContext,
} from "schema-dts";
import type { EventEntry, NewsEntry, Site } from "../schemas/types";
import { eventPath } from "./event-path";
import { absoluteUrl, type SiteIdentity } from "./meta";

type OrganizationSite = Pick<
  Site,
  "name" | "url" | "description" | "socialLinks"
>;

const organizationRef = (site: SiteIdentity) =>
  ({ "@type": "Organization", name: site.name, url: site.url }) as const;

/** A profile's address names the profile, not only the network: a network's home page is a profile not yet set. */
const isProfile = (link: string) =>
  new URL(link).pathname.replace(/\/+$/, "") !== "";

export function organizationJsonLd(
  site: OrganizationSite,
): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: site.url,
    logo: absoluteUrl(site, "/icons/icon-512.png"),
    description: site.description,
    sameAs: site.socialLinks.map((social) => social.link).filter(isProfile),
  };
}

/**
 * Every event, upcoming or past, is "EventScheduled": schema.org has no status for an event that took
 * place as planned, and search engines read the past from the dates.
 */
export function eventJsonLd(
  event: EventEntry,
  site: SiteIdentity,
): WithContext<SchemaOrgEvent> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.descriptionText,
    startDate: event.date,
    endDate: event.endDate ?? event.date,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: `${event.location.city}, ${event.location.country}`,
      address: {
        "@type": "PostalAddress",
        addressLocality: event.location.city,
        addressCountry: event.location.countryCode,
      },
    },
    organizer: organizationRef(site),
    ...(event.picture && { image: absoluteUrl(site, event.picture.src) }),
    url: absoluteUrl(site, eventPath(event.id)),
  };
}

/** A post: its authors by name, its image if it has one, published by the Organization. */
export function newsPostJsonLd(
  post: Pick<NewsEntry, "id" | "title" | "date" | "summary" | "authors"> & {
    picture?: { src: string };
  },
  site: SiteIdentity,
): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    author: post.authors.map((author) => ({
      "@type": "Person",
      name: author.name,
    })),
    ...(post.picture && { image: absoluteUrl(site, post.picture.src) }),
    url: absoluteUrl(site, `/news/${post.id}`),
    mainEntityOfPage: absoluteUrl(site, `/news/${post.id}`),
    publisher: organizationRef(site),
  };
}

/** JSON for a <script> element: "<" is escaped so that no text can close the element early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
