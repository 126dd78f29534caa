import {
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { EventEntry } from "../schemas/types";
import { calendarFeedPath, calendarPath } from "./calendar-path";
import { eventPath } from "./event-path";
import { calendarSequence } from "./event-revision";
import { absoluteUrl, type SiteIdentity } from "./meta";

/** What a calendar entry says about an event; the description is plain text. */
export type CalendarEvent = {
  id: string;
  title: string;
  description: string;
  date: string;
  endDate?: string;
  /** "14:30", in `timeZone`: without it, the event takes its whole days. */
  startTime?: string;
  endTime?: string;
  timeZone?: string;
  venue?: string;
  location: { city: string; country: string };
  /** The event's page on the site. */
  url: string;
  /** Its revision (RFC 5545's SEQUENCE), which grows each time the event changes. */
  sequence: number;
};

/** How often a subscribed calendar should read the feed again: the site is rebuilt once a day. */
const refreshSeconds = 24 * 60 * 60;

/** What an event's calendar entry says, in its own file and in the feed: its description, then where to register. */
export function calendarEvent(
  event: EventEntry,
  site: SiteIdentity,
): CalendarEvent {
  return {
    ...event,
    // Registration links are optional: an event without one has its description alone.
    description: event.registrationLink
      ? `${event.descriptionText}\n\nRegistration: ${event.registrationLink}`
      : event.descriptionText,
    url: absoluteUrl(site, eventPath(event.id)),
    sequence: calendarSequence(event),
  };
}

/** A calendar date, "2027-02-26", as midnight UTC, `addDays` later; written back as that UTC date. */
function day(date: string, addDays = 0): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + addDays));
}

/**
 * The VTIMEZONE of a time zone that an event's times name (RFC 5545 asks for one per TZID), from the
 * IANA database as timezones-ical-library ships it. The library names a zone that is an alias of
 * another (Africa/Kigali of Africa/Maputo) by the other: the block keeps the name the event uses.
 */
function timeZoneBlock(timeZone: string): string {
  const [block = ""] = tzlib_get_ical_block(timeZone);
  return block
    .replace(/^TZID:.*$/m, `TZID:${timeZone}`)
    .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${timeZone}`);
}

/** An empty calendar of the site's events; ical-generator folds its lines in linear time. */
function calendar(siteHost: string): ICalCalendar {
  return new ICalCalendar({
    prodId: `//${siteHost}//events//EN`,
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
    // No zone of the calendar's own: each timed event names its own, with its VTIMEZONE.
    timezone: { name: "", generator: timeZoneBlock },
  });
}

/**
 * When the event starts and ends: its whole days, or, with a start time, its times in its own zone,
 * written as the wall-clock time there ("2025-08-22T14:00:00", which ical-generator writes as it is
 * under the event's TZID; UTC as an instant).
 */
function when(event: CalendarEvent) {
  const lastDay = event.endDate ?? event.date;
  if (!event.startTime || !event.timeZone)
    return {
      allDay: true,
      start: day(event.date),
      // iCalendar's all-day end date is exclusive: the day after the last day.
      end: day(lastDay, 1),
    };
  const utc = event.timeZone === "UTC";
  const at = (date: string, time: string) =>
    `${date}T${time}:00${utc ? "Z" : ""}`;
  return {
    start: at(event.date, event.startTime),
    ...(event.endTime && { end: at(lastDay, event.endTime) }),
    ...(!utc && { timezone: event.timeZone }),
  };
}

/** One event, over its days or at its times; its UID stays the same from build to build. */
function addEvent(to: ICalCalendar, event: CalendarEvent, siteHost: string) {
  try {
    to.createEvent({
      id: `${event.id}@${siteHost}`,
      summary: event.title,
      description: event.description,
      ...when(event),
      location: [event.venue, event.location.city, event.location.country]
        .filter(Boolean)
        .join(", "),
      url: event.url,
      status: ICalEventStatus.CONFIRMED,
      sequence: event.sequence,
    });
  } catch (error) {
    // The build prints this, so it names the file to fix.
    throw new Error(
      `content/events/${event.id}.json: cannot be written as a calendar entry (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
}

/** An iCalendar file with one event. */
export function eventIcs(event: CalendarEvent, siteHost: string): string {
  const file = calendar(siteHost);
  addEvent(file, event, siteHost);
  return lines(file);
}

/**
 * The feed a calendar subscribes to: every event, past ones included, each with the same UID as in
 * its own file, so that a subscribed calendar updates an event in place when it changes.
 */
export function eventsFeedIcs(
  events: readonly CalendarEvent[],
  siteHost: string,
  calendarName: string,
): string {
  const feed = calendar(siteHost)
    // ical-generator writes the name as it is: a TEXT value escapes its commas and semicolons.
    .name(escapeText(calendarName))
    // REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL, which older calendar apps read.
    .ttl(refreshSeconds);
  for (const event of events) addEvent(feed, event, siteHost);
  return lines(feed);
}

/** The calendar's text: RFC 5545 ends every line with CRLF, the last one too, which ical-generator leaves out. */
function lines(of: ICalCalendar): string {
  return `${of.toString()}\r\n`;
}

/** An iCalendar TEXT value (RFC 5545, 3.3.11): backslashes, commas, semicolons and line breaks escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, "\\$&").replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * The calendar file at an address of /calendar/: the feed of every event, an event's own file, or
 * undefined for no file. The feed is there with no event too: a subscribed calendar keeps its
 * subscription through a quiet spell, and gets the next event once it is published.
 */
export function calendarFile(
  path: string,
  events: readonly EventEntry[],
  site: SiteIdentity,
): string | undefined {
  const host = new URL(site.url).host;
  const entry = (event: EventEntry) => calendarEvent(event, site);
  if (path === calendarFeedPath)
    return eventsFeedIcs(events.map(entry), host, site.name);
  const event = events.find((item) => calendarPath(item.id) === path);
  return event && eventIcs(entry(event), host);
}
