import type {
  ChapterEntry,
  ChaptersMap as Map,
  Site,
} from "../../schemas/types";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { ChapterCard } from "./chapter-card";
import { ChaptersMap } from "./chapters-map";

/** The map of the chapters, then their cards; nothing at all with no chapter: no bare map, no empty list. */
export function ChaptersSection({
  chapters,
  map,
  statusLabels,
}: {
  chapters: readonly ChapterEntry[];
  map: Map;
  statusLabels: Site["pages"]["chapters"]["statusLabel"];
}) {
  if (chapters.length === 0) return null;
  return (
    <Container className={band}>
      <ChaptersMap map={map} />
      <ul className="mt-10 grid gap-6 sm:mt-14 sm:grid-cols-2 lg:grid-cols-3">
        {chapters.map((chapter) => (
          <li key={chapter.id} className="drawn-near-screen-40">
            <ChapterCard chapter={chapter} statusLabels={statusLabels} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
