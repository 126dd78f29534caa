import { eventPath } from "../../lib/event-path";
import { formatDate, formatDateRange } from "../../lib/format-date";
import type { LatestPost, NextEvent } from "../../lib/happening-now";
import { newsPostPath } from "../../lib/site-paths";
import type { Home } from "../../schemas/types";
import { Link } from "../link";
import { Container } from "../ui/container";
import { homeStepContinued } from "../ui/rhythm";

/** One thing that is happening: what it is, its title, when (and where); the whole card a link. */
function NowCard({
  label,
  title,
  detail,
  to,
}: {
  label: string;
  title: string;
  detail: string;
  to: string;
}) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent/60 motion-reduce:transition-none sm:p-5"
    >
      <span className="text-xs font-semibold tracking-[0.15em] text-accent uppercase">
        {label}
      </span>
      <span
        dir="auto"
        className="mt-1 font-display text-lg leading-snug font-bold [overflow-wrap:anywhere] text-ink underline-offset-4 group-hover:underline"
      >
        {title}
      </span>
      <span className="mt-1 text-sm text-ink-muted">{detail}</span>
    </Link>
  );
}

/**
 * What is happening now, as of the build's moment (the site is rebuilt daily): the next event (or one
 * under way) and the latest post, each a link to its page. Nothing at all when there is neither.
 */
export function HappeningNow({
  nextEvent,
  latestPost,
  copy,
}: {
  nextEvent: NextEvent | null;
  latestPost: LatestPost | null;
  copy: Home["now"];
}) {
  if (!nextEvent && !latestPost) return null;
  return (
    <section aria-labelledby="happening-now" className={homeStepContinued}>
      <Container>
        <h2
          id="happening-now"
          className="text-xs font-semibold tracking-[0.15em] text-ink-muted uppercase sm:text-sm sm:tracking-[0.2em]"
        >
          {copy.title}
        </h2>
        <ul className="mt-3 grid gap-3 sm:gap-4 md:grid-cols-2">
          {nextEvent && (
            <li>
              <NowCard
                label={copy.nextEvent}
                title={nextEvent.title}
                detail={`${formatDateRange(nextEvent)} · ${nextEvent.place}`}
                to={eventPath(nextEvent.id)}
              />
            </li>
          )}
          {latestPost && (
            <li>
              <NowCard
                label={copy.latestPost}
                title={latestPost.title}
                detail={formatDate(latestPost.date)}
                to={newsPostPath(latestPost.id)}
              />
            </li>
          )}
        </ul>
      </Container>
    </section>
  );
}
