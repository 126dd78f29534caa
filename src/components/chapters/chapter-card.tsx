import { namesCountry } from "../../lib/countries";
import type { ChapterEntry, Site } from "../../schemas/types";
import { Link } from "../link";
import { Flag } from "../ui/flag";

/**
 * A chapter: its flag and country, its name a link to its page, and its status in the words of the
 * chapters page (`statusLabels`). The country is written out unless the name says it already.
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
      className="flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-4 target:border-accent sm:p-5"
    >
      <span className="mt-1">
        <Flag src={chapter.flagUrl} country={chapter.country} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg leading-snug font-semibold [overflow-wrap:anywhere] text-ink">
          <Link
            to={`/chapters/${chapter.id}`}
            className="underline decoration-accent/40 underline-offset-4 hover:text-accent hover:decoration-accent"
          >
            {chapter.name}
          </Link>
        </h2>
        {!namesCountry(chapter.name, chapter.country) && (
          <p className="text-sm font-semibold text-ink">{chapter.country}</p>
        )}
        {chapter.description && (
          <p className="mt-1 text-sm text-ink-muted">{chapter.description}</p>
        )}
        <p className="mt-2 inline-flex items-center gap-2 rounded-full border border-success/40 bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
          <span
            aria-hidden="true"
            className="size-1.5 rounded-full bg-success"
          />
          {statusLabels[chapter.status]}
        </p>
      </div>
    </article>
  );
}
