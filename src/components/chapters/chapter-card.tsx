import { namesCountry } from "../../lib/countries";
import type { ChapterEntry, Site } from "../../schemas/types";
import { CardArrow, CardLink, linkedCard } from "../ui/card-link";
import { Flag } from "../ui/flag";

/**
 * A chapter: its flag and country, its name, and its status in the words of the chapters page
 * (`statusLabels`); the whole card is the link to its page. The country is written out unless the name
 * says it already.
 */
export function ChapterCard({
  chapter,
  statusLabels,
}: {
  chapter: ChapterEntry;
  statusLabels: Site["pages"]["chapters"]["statusLabel"];
}) {
  return (
    <article
      id={`chapter-${chapter.id}`}
      className={`${linkedCard} flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-4 target:border-accent sm:p-5`}
    >
      <span className="mt-1">
        <Flag src={chapter.flagUrl} country={chapter.country} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col self-stretch">
        <h2
          dir="auto"
          className="text-lg leading-snug font-semibold [overflow-wrap:anywhere] text-ink"
        >
          <CardLink
            to={`/chapters/${chapter.id}`}
            className="group-hover:text-accent"
          >
            {chapter.name}
          </CardLink>
        </h2>
        {!namesCountry(chapter.name, chapter.country) && (
          <p className="text-sm font-semibold text-ink">{chapter.country}</p>
        )}
        {chapter.description && (
          <p dir="auto" className="mt-1 text-sm text-ink-muted">
            {chapter.description}
          </p>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p className="inline-flex items-center gap-2 rounded-full border border-success/40 bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
            <span
              aria-hidden="true"
              className="size-1.5 rounded-full bg-success"
            />
            {statusLabels[chapter.status]}
          </p>
          <CardArrow />
        </div>
      </div>
    </article>
  );
}
