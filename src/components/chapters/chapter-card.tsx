import type { ChapterEntry, Site } from "../../schemas/types";
import { Link } from "../link";

/** A chapter, its name a link to its page; its status reads in the words of the chapters page (`statusLabels`). */
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
      className="flex h-full items-center gap-5 rounded-2xl border border-line bg-surface p-6 target:border-accent"
    >
      <img
        src={chapter.flagUrl}
        alt={`Flag of ${chapter.name}`}
        width={72}
        height={48}
        // Each flag is an SVG document of its own: drawn once near the screen, not all at load.
        loading="lazy"
        className="h-12 w-18 shrink-0 rounded-md border border-line object-cover"
      />
      <div className="min-w-0">
        <h2 className="text-xl font-semibold text-ink">
          <Link
            to={`/chapters/${chapter.id}`}
            className="underline-offset-4 hover:text-accent hover:underline"
          >
            {chapter.name}
          </Link>
        </h2>
        {chapter.description && (
          <p className="mt-1 text-sm text-ink-muted">{chapter.description}</p>
        )}
        <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-success/40 bg-success/10 px-3 py-0.5 text-sm font-semibold text-success">
          <span aria-hidden="true" className="size-2 rounded-full bg-success" />
          {statusLabels[chapter.status]}
        </p>
      </div>
    </article>
  );
}
