import type { ArchivePage } from "../../lib/event-archive";
import { archivePath } from "../../lib/event-archive";
import type { EventLabels } from "./event-facts";

/** On /event, after its list: a link to each year's page, most recent year first; nothing without one. */
export function EventArchiveLinks({
  pages,
  labels,
}: {
  pages: readonly ArchivePage<unknown>[];
  labels: EventLabels;
}) {
  const years = pages.filter((page) => page.page === 1);
  if (years.length === 0) return null;
  return (
    <section aria-labelledby="event-archive-title" className="mt-12 sm:mt-16">
      <h2
        id="event-archive-title"
        className="text-2xl font-bold text-ink sm:text-3xl"
      >
        {labels.archive}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-x-2 gap-y-2">
        {years.map(({ year }) => (
          <li key={year}>
            <a
              href={archivePath(year)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-line bg-surface px-4 font-semibold text-accent underline-offset-4 hover:underline"
            >
              {year}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
