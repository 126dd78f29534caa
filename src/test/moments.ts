// Moments and events for tests of what a page says at a given time: the build's instants, made alike.
import type { Moment } from "../lib/event-timing";
import { eventTimes, type EventSchedule } from "../lib/instants";

/** Noon in Kigali (UTC+2) on a day, for a visitor whose calendar shows that day. */
export const noonOn = (day: string): Moment => ({
  instant: Date.parse(`${day}T10:00:00Z`),
  day,
});

/** An example event with the instants the build gives it, its days taken in Kigali unless it names a zone. */
export const withTimes = <T extends EventSchedule>(
  event: T,
  timeZone = "Africa/Kigali",
) => ({ ...event, times: eventTimes({ timeZone, ...event }) });
