import type {
  Event as EventSchema,
  Organization,
  WithContext,
} from "schema-dts";
import { site, socialLinks } from "../content/site";
import type { EventEntry } from "../content/types";
import { absoluteUrl } from "./meta";

const organizationRef = {
  "@type": "Organization",
  name: site.name,
  url: site.url,
} as const;

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: site.url,
    logo: absoluteUrl("/icons/icon-512.png"),
    description: site.description,
    sameAs: socialLinks.map((social) => social.link),
  };
}

export function eventJsonLd(event: EventEntry): WithContext<EventSchema> {
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
    organizer: organizationRef,
    ...(event.picture && { image: absoluteUrl(event.picture.src) }),
    url: absoluteUrl("/event"),
  };
}

/** JSON for a <script> element: "<" is escaped so that no text can close the element early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
