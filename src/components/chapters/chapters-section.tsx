import type {
  ChapterEntry,
  ChaptersMap as Map,
  Site,
} from "../../schemas/types";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { ChapterCard } from "./chapter-card";
import { ChaptersMap } from "./chapters-map";

type Start = NonNullable<Site["pages"]["chapters"]["start"]>;

/** How to start a chapter in a country that has none, as the chapters page's copy says. */
function StartAChapter({ start }: { start: Start }) {
  return (
    <section
      aria-labelledby="start-a-chapter"
      className="mt-10 rounded-2xl border border-dashed border-accent-alt/60 bg-surface-raised/40 p-5 sm:mt-14 sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-8"
    >
      <div className="max-w-2xl">
        <h2 id="start-a-chapter" className="text-xl font-bold text-ink">
          {start.title}
        </h2>
        <p className="mt-2 text-ink-muted">{start.text}</p>
      </div>
      <ButtonLink
        to={start.cta.path}
        variant="secondary"
        className="mt-5 shrink-0 sm:mt-0"
      >
        {start.cta.title}
      </ButtonLink>
    </section>
  );
}

/**
 * The map of the chapters, their cards, then how to start one where there is none; with no chapter,
 * only the last: no bare map, no empty list.
 */
export function ChaptersSection({
  chapters,
  map,
  statusLabels,
  start,
}: {
  chapters: readonly ChapterEntry[];
  map: Map;
  statusLabels: Site["pages"]["chapters"]["statusLabel"];
  start?: Start;
}) {
  if (chapters.length === 0 && !start) return null;
  return (
    <Container className={band}>
      {chapters.length > 0 && (
        <>
          <ChaptersMap map={map} />
          <ul className="mt-10 grid gap-3 sm:mt-14 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {chapters.map((chapter) => (
              <li key={chapter.id} className="drawn-near-screen-28">
                <ChapterCard chapter={chapter} statusLabels={statusLabels} />
              </li>
            ))}
          </ul>
        </>
      )}
      {start && <StartAChapter start={start} />}
    </Container>
  );
}
