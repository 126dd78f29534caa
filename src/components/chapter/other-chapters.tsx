import type { ChapterEntry } from "../../schemas/types";
import { Link } from "../link";

/** The community's other chapters, each its flag and name, a link to its page; nothing when there is none. */
export function OtherChapters({
  chapters,
  title,
}: {
  chapters: readonly ChapterEntry[];
  /** The heading: the chapters page's title. */
  title: string;
}) {
  if (chapters.length === 0) return null;
  return (
    <section aria-labelledby="other-chapters">
      <h2
        id="other-chapters"
        className="text-2xl font-bold text-ink sm:text-3xl"
      >
        {title}
      </h2>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2 sm:gap-3">
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <Link
              to={`/chapters/${chapter.id}`}
              className="flex min-h-14 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 font-semibold text-ink transition-colors hover:border-accent/60 hover:text-accent motion-reduce:transition-none"
            >
              {/* The name says the chapter: its flag adds nothing to the link's name. */}
              <img
                src={chapter.flagUrl}
                alt=""
                width={30}
                height={20}
                loading="lazy"
                className="h-5 w-7.5 shrink-0 rounded-xs border border-line object-cover"
              />
              <span dir="auto" className="min-w-0 [overflow-wrap:anywhere]">
                {chapter.name}
              </span>
              <span aria-hidden="true" className="ml-auto text-accent">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
