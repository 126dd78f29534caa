import { Icon } from "../icon";
import { eventPage } from "../../content/event";
import { site } from "../../content/site";
import { calendarFeedPath } from "../../lib/calendar-path";

/**
 * The feed of every event: a webcal: link, which calendar apps (Apple Calendar, Outlook) open as a
 * subscription, and the https address, which others (Google Calendar) take as "From URL".
 */
export function CalendarFeed() {
  const webcal = `webcal://${new URL(site.url).host}${calendarFeedPath}`;
  return (
    // Not a section of its own: the page's sections are its lists of events.
    <div className="mt-14 border-t border-line pt-10 sm:mt-20">
      <p className="flex items-center gap-3 font-display text-xl font-bold text-ink">
        <Icon name="calendar-days" className="size-6 shrink-0 text-accent" />
        {eventPage.labels.feedTitle}
      </p>
      <p className="mt-3 text-ink-muted">{eventPage.labels.feedText}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a
            href={webcal}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-ink"
          >
            {eventPage.labels.feedSubscribe}
          </a>
        </li>
        <li>
          <a
            href={calendarFeedPath}
            className="inline-flex min-h-11 items-center text-ink-muted underline underline-offset-4 hover:text-ink"
          >
            {eventPage.labels.feedAddress}
          </a>
        </li>
      </ul>
    </div>
  );
}
