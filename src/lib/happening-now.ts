import type { EventTimes } from "./instants.ts";
import { groupEvents, type Moment } from "./event-timing.ts";

/** The next event as the home page names it. */
export type NextEvent = {
  id: string;
  title: string;
  date: string;
  endDate?: string;
  /** "Kigali, Rwanda". */
  place: string;
};

/** The latest post as the home page names it. */
export type LatestPost = { id: string; title: string; date: string };

type Event = {
  id: string;
  title: string;
  date: string;
  endDate?: string;
  times: EventTimes;
  location: { city: string; country: string };
};

/**
 * What the home page says is happening, as of `now` (the build's moment; the site is rebuilt daily):
 * the next event, or one under way, and the latest of the posts (given newest first); null for none.
 * Worked out at build time, so that the home page's script holds none of it.
 */
export function happeningNow(
  events: readonly Event[],
  posts: readonly LatestPost[],
  now: Moment,
): { nextEvent: NextEvent | null; latestPost: LatestPost | null } {
  const next = groupEvents(events, now).upcoming[0];
  const latest = posts[0];
  return {
    nextEvent: next
      ? {
          id: next.id,
          title: next.title,
          date: next.date,
          ...(next.endDate && { endDate: next.endDate }),
          place: `${next.location.city}, ${next.location.country}`,
        }
      : null,
    latestPost: latest
      ? { id: latest.id, title: latest.title, date: latest.date }
      : null,
  };
}
