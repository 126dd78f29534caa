import type {
  Event as SchemaOrgEvent,
  Organization,
  WithContext,
} from "schema-dts";
import type { EventEntry, Site } from "../schemas/types";
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

/** JSON for a <script> element: "<" is escaped so that no text can close the element early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
