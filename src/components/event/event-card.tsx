import { CalendarDays, Clock, MapPin } from "lucide-react";
import { eventPage } from "../../content/event";
import type { Event } from "../../content/types";
import { formatDate } from "../../lib/format-date";
import { ButtonLink } from "../ui/button";

export function EventCard({ event }: { event: Event }) {
  const { labels } = eventPage;
  const facts = [
    {
      id: "date",
      icon: CalendarDays,
      label: labels.date,
      value: formatDate(event.date),
    },
    {
      id: "location",
      icon: MapPin,
      label: labels.location,
      value: `${event.location.city}, ${event.location.country}`,
    },
    {
      id: "deadline",
      icon: Clock,
      label: labels.deadline,
      value: formatDate(event.abstractDeadline),
    },
  ];
  return (
    <article
      aria-labelledby={`${event.id}-title`}
      className="grid overflow-hidden rounded-3xl border border-line bg-surface lg:grid-cols-[2fr_3fr]"
    >
      <img
        src={event.image.src}
        alt={event.image.alt}
        width={event.image.width}
        height={event.image.height}
        className="h-auto w-full bg-surface-raised object-cover lg:h-full"
      />
      <div className="p-6 sm:p-10">
        <h2
          id={`${event.id}-title`}
          className="text-2xl font-bold text-ink sm:text-3xl"
        >
          {event.title}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {facts.map(({ id, icon: Icon, label, value }) => (
            // A dl allows one div around each dt/dd pair and nothing deeper: the icon sits in the dt.
            <div key={id} className="relative pl-8">
              <dt className="text-sm text-ink-muted">
                <Icon
                  aria-hidden="true"
                  className="absolute top-0.5 left-0 size-5 text-accent"
                />
                {label}
              </dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 space-y-4 text-ink-muted">
          {event.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <h3 className="mt-6 text-lg font-semibold text-ink">{labels.topics}</h3>
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
        <h3 className="mt-6 text-lg font-semibold text-ink">
          {labels.coOrganisers}
        </h3>
        <p className="mt-2 text-ink-muted">{event.coOrganisers.join(", ")}</p>
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
