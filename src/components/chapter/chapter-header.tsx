import type { ChapterEntry, Site } from "../../schemas/types";
import { BackLink } from "../back-link";
import { Container } from "../ui/container";
import { Flag } from "../ui/flag";
import { entryHeader } from "../ui/rhythm";

/**
 * The opening band of a chapter's page: the way back to every chapter, its flag and name, and what it
 * says of itself. Its facts and the way in follow, in the page's side column.
 */
export function ChapterHeader({
  chapter,
  copy,
}: {
  chapter: ChapterEntry;
  copy: Site["pages"]["chapter"];
}) {
  return (
    <div className="border-b border-line/60 bg-glow">
      <Container className={entryHeader}>
        <BackLink to="/chapters">{copy.allChapters}</BackLink>
        <div className="mt-4 flex items-center gap-4">
          <Flag
            src={chapter.flagUrl}
            country={chapter.country}
            size="lg"
            loading="eager"
          />
          <h1
            dir="auto"
            // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
            tabIndex={-1}
            className="min-w-0 text-3xl font-bold [overflow-wrap:anywhere] text-ink sm:text-4xl"
          >
            {chapter.name}
          </h1>
        </div>
        {chapter.description && (
          <p dir="auto" className="mt-4 max-w-3xl text-lg text-ink-muted">
            {chapter.description}
          </p>
        )}
      </Container>
    </div>
  );
}
