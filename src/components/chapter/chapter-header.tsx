import type { ChapterEntry, Site } from "../../schemas/types";
import { Link } from "../link";
import { ButtonLink, buttonClasses } from "../ui/button";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";

type Copy = Site["pages"]["chapter"];

/** How to join or reach the chapter: each link only when the chapter has its address. */
function ChapterContacts({
  chapter,
  copy,
}: {
  chapter: ChapterEntry;
  copy: Copy;
}) {
  if (!chapter.joinLink && !chapter.email) return null;
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      {chapter.joinLink && (
        <ButtonLink to={chapter.joinLink}>{copy.join}</ButtonLink>
      )}
      {chapter.email && (
        <a
          href={`mailto:${chapter.email}`}
          className={buttonClasses({ variant: "secondary" })}
        >
          {copy.email}
        </a>
      )}
    </div>
  );
}

/** The opening band of a chapter's page: the way back to every chapter, its flag and name, what it says of itself. */
export function ChapterHeader({
  chapter,
  copy,
}: {
  chapter: ChapterEntry;
  copy: Copy;
}) {
  return (
    <div className="border-b border-line/60 bg-glow">
      <Container className={`${band} text-center`}>
        <Link
          to="/chapters"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span>
          {copy.allChapters}
        </Link>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-3">
          <img
            src={chapter.flagUrl}
            alt={`Flag of ${chapter.name}`}
            width={72}
            height={48}
            className="h-12 w-18 shrink-0 rounded-md border border-line object-cover"
          />
          <h1
            // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
            tabIndex={-1}
            className="min-w-0 text-3xl font-bold text-ink sm:text-4xl"
          >
            {chapter.name}
          </h1>
        </div>
        {chapter.description && (
          <p className="mx-auto mt-4 max-w-3xl text-lg text-ink-muted">
            {chapter.description}
          </p>
        )}
        {chapter.founded !== undefined && (
          <p className="mt-3 text-ink-muted">
            {copy.founded} {chapter.founded}
          </p>
        )}
        <ChapterContacts chapter={chapter} copy={copy} />
      </Container>
    </div>
  );
}
