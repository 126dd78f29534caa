import type {
  BlogPosting,
  Event as SchemaOrgEvent,
  Offer,
  Organization,
  Place,
  VirtualLocation,
  WithContext,
} from "schema-dts";
import type { EventEntry, NewsEntry, Site } from "../schemas/types";
import { eventPath } from "./event-path";
import { instantOf } from "./instants";
import { utcOffset } from "./time-zone";
import { absoluteUrl, socialCard, type SiteIdentity } from "./meta";

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
    startDate: when(event.date, event.startTime, event.timeZone),
    endDate: when(event.endDate ?? event.date, event.endTime, event.timeZone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: `https://schema.org/${attendance[event.format ?? "in-person"]}`,
    location: locations(event),
    organizer: organizationRef(site),
    // The poster, else the first photo of the day, else the site's card: search engines ask for one.
    image: absoluteUrl(
      site,
      event.picture?.src ?? event.gallery?.[0]?.src ?? socialCard.path,
    ),
    ...(event.cost && { offers: offer(event, site) }),
    url: absoluteUrl(site, eventPath(event.id)),
  };
}

/**
 * A day, or a day and time with the offset of the event's zone at that instant (as the calendar files
 * have it): search engines need the offset.
 */
const when = (date: string, time?: string, timeZone?: string) =>
  time && timeZone
    ? `${date}T${time}:00${utcOffset(timeZone, instantOf(date, time, timeZone))}`
    : date;

const attendance = {
  "in-person": "OfflineEventAttendanceMode",
  online: "OnlineEventAttendanceMode",
  hybrid: "MixedEventAttendanceMode",
} as const;

/** Where it takes place: its venue in its city, its online address, or both for a hybrid event. */
function locations(event: EventEntry): SchemaOrgEvent["location"] {
  const place: Place = {
    "@type": "Place",
    name: [event.venue, event.location.city, event.location.country]
      .filter(Boolean)
      .join(", "),
    address: {
      "@type": "PostalAddress",
      addressLocality: event.location.city,
      addressCountry: event.location.countryCode,
    },
  };
  const online: VirtualLocation | undefined = event.onlineLink
    ? { "@type": "VirtualLocation", url: event.onlineLink }
    : undefined;
  if (event.format === "online" && online) return online;
  if (event.format === "hybrid" && online) return [place, online];
  return place;
}

/**
 * What an event costs, as the content says it: "Free" is a price of 0, "50 USD" or "USD 50" a price in
 * that currency; any other wording is the offer's description alone, with no figure read into it.
 */
function offer(event: EventEntry, site: SiteIdentity): Offer {
  const cost = event.cost ?? "";
  const amountFirst = /^(\d+(?:\.\d+)?) ?([A-Z]{3})$/.exec(cost);
  const currencyFirst = /^([A-Z]{3}) ?(\d+(?:\.\d+)?)$/.exec(cost);
  const price = /^free$/i.test(cost)
    ? { price: 0 }
    : amountFirst
      ? { price: Number(amountFirst[1]), priceCurrency: amountFirst[2] }
      : currencyFirst
        ? { price: Number(currencyFirst[2]), priceCurrency: currencyFirst[1] }
        : {};
  return {
    "@type": "Offer",
    url: event.registrationLink ?? absoluteUrl(site, eventPath(event.id)),
    description: cost,
    ...price,
  };
}

/** A post: its authors by name, its image, its days of publication and revision, by the Organization. */
export function newsPostJsonLd(
  post: Pick<
    NewsEntry,
    "id" | "title" | "date" | "updated" | "summary" | "authors"
  > & {
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
    dateModified: post.updated ?? post.date,
    author: post.authors.map((author) => ({
      "@type": "Person",
      name: author.name,
    })),
    // Its own picture, else the site's card: search engines ask for one.
    image: absoluteUrl(site, post.picture?.src ?? socialCard.path),
    url: absoluteUrl(site, `/news/${post.id}`),
    mainEntityOfPage: absoluteUrl(site, `/news/${post.id}`),
    publisher: organizationRef(site),
  };
}

/** JSON for a <script> element: "<" is escaped so that no text can close the element early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
