// An event's calendar entry tells calendar apps that it changed by its SEQUENCE (RFC 5545), which must
// grow with each revision. The editor records it in the event's file when it saves a change to what the
// entry shows; the build reads it, one more if the file was changed since by other means.

/** What an event's calendar entry shows: a change to any of it is a revision. */
type Shown = {
  title?: unknown;
  description?: unknown;
  date?: unknown;
  endDate?: unknown;
  location?: { city?: unknown; country?: unknown };
  registrationLink?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  timeZone?: unknown;
  venue?: unknown;
};

/** The record of an event's revisions, in its file: how many, and a fingerprint of what it showed then. */
export type CalendarRevision = { sequence: number; fingerprint: string };

/** A short fingerprint of what an event's calendar entry shows, computed alike in the editor and the build. */
export function calendarFingerprint(event: Shown): string {
  const given = (values: unknown[]) =>
    values.map((value) =>
      typeof value === "string" && value.trim() !== "" ? value.trim() : null,
    );
  // The times and the venue count only when given: an event without them keeps the fingerprint it had
  // before events had them.
  const placeAndTimes = given([
    event.startTime,
    event.endTime,
    event.timeZone,
    event.venue,
  ]);
  const shown = JSON.stringify([
    ...given([
      event.title,
      event.description,
      event.date,
      event.endDate,
      event.location?.city,
      event.location?.country,
      event.registrationLink,
    ]),
    ...(placeAndTimes.some((value) => value !== null) ? placeAndTimes : []),
  ]);
  // FNV-1a, 32 bits: it tells a change apart, and needs no library in the browser.
  let hash = 0x811c9dc5;
  for (const letter of shown)
    hash = Math.imul(hash ^ (letter.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/** The SEQUENCE of an event's calendar entry: as recorded, and one more if it changed since. */
export function calendarSequence(
  event: Shown & { calendar?: CalendarRevision },
): number {
  const { calendar } = event;
  if (!calendar) return 0;
  return (
    calendar.sequence +
    (calendar.fingerprint === calendarFingerprint(event) ? 0 : 1)
  );
}

/**
 * The record an event is saved with: one more revision whenever what its entry shows has changed. A
 * new event starts at 0; an existing one with no record yet counts its first save as a revision.
 */
export function revisedCalendar(
  event: Shown & { calendar?: CalendarRevision },
  isNew: boolean,
): CalendarRevision {
  const fingerprint = calendarFingerprint(event);
  const recorded = event.calendar;
  if (!recorded) return { sequence: isNew ? 0 : 1, fingerprint };
  return recorded.fingerprint === fingerprint
    ? recorded
    : { sequence: recorded.sequence + 1, fingerprint };
}
