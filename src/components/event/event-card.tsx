import { Icon } from "../icon";
import type { IconName } from "../icon-names";
import { eventPage } from "../../content/event";
import type { EventEntry } from "../../content/types";
import { formatDate } from "../../lib/format-date";
import { Picture } from "../picture";
import { ButtonLink } from "../ui/button";

export function EventCard({ event }: { event: EventEntry }) {
  const { labels } = eventPage;
  const facts: { id: string; icon: IconName; label: string; value: string }[] =
    [
      {
        id: "date",
        icon: "calendar-days",
        label: labels.date,
        value: formatDate(event.date),
      },
      {
        id: "location",
        icon: "map-pin",
        label: labels.location,
        value: `${event.location.city}, ${event.location.country}`,
      },
      ...(event.abstractDeadline
        ? [
            {
              id: "deadline",
              icon: "clock" as const,
              label: labels.deadline,
              value: formatDate(event.abstractDeadline),
            },
          ]
        : []),
    ];
  return (
    <article
      aria-labelledby={`${event.id}-title`}
      className="grid items-start overflow-hidden rounded-3xl border border-line bg-surface lg:grid-cols-[2fr_3fr]"
    >
      <div className="p-4 sm:p-6 lg:pr-0">
        {event.picture && (
          <Picture
            picture={event.picture}
            alt={event.picture.alt}
            sizes="(min-width: 1024px) 412px, calc(100vw - 72px)"
            className="h-auto w-full rounded-2xl bg-surface-raised"
          />
        )}
      </div>
      <div className="p-6 sm:p-10">
        <h2
          id={`${event.id}-title`}
          className="text-2xl font-bold text-ink sm:text-3xl"
        >
          {event.title}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {facts.map(({ id, icon, label, value }) => (
            <div key={id}>
              <dt className="flex items-center gap-2 text-sm text-ink-muted">
                <Icon name={icon} className="size-5 shrink-0 text-accent" />
                {label}
              </dt>
              <dd className="mt-1 pl-7 font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div
          className="mt-6 space-y-4 text-ink-muted [&_a]:text-accent [&_a]:underline"
          // Rendered from Markdown at build time, raw HTML escaped (src/content/prepare.ts).
          dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
        />
        {event.topics && event.topics.length > 0 && (
          <>
            <h3 className="mt-6 text-lg font-semibold text-ink">
              {labels.topics}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {event.topics.map((topic) => (
                <li
                  key={topic}
                  className="rounded-full border border-line bg-canvas px-3 py-1 text-sm text-ink"
                >
                  {topic}
                </li>
              ))}
            </ul>
          </>
        )}
        {event.coOrganisers && event.coOrganisers.length > 0 && (
          <>
            <h3 className="mt-6 text-lg font-semibold text-ink">
              {labels.coOrganisers}
            </h3>
            <p className="mt-2 text-ink-muted">
              {event.coOrganisers.join(", ")}
            </p>
          </>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={event.registrationLink}>{labels.register}</ButtonLink>
          <ButtonLink to={event.abstractLink} variant="secondary">
            {labels.submitAbstract}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
