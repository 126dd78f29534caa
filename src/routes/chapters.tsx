import { Prerendered } from "../components/prerendered";
import { ChapterCard } from "../components/chapters/chapter-card";
import { ChaptersMap } from "../components/chapters/chapters-map";
import { PageHeader } from "../components/page-header";
import { Container } from "../components/ui/container";
import { band } from "../components/ui/rhythm";
import { chapters, chaptersPage } from "../content/chapters";
import chaptersMap from "virtual:content/chaptersMap";
import type { Route } from "./+types/chapters";
import { getMeta } from "../content/site";
import { chaptersDescription } from "../lib/page-description";

export const meta = () =>
  getMeta({
    title: chaptersPage.title,
    // The full list is for search engines, which read the prerendered page; the browser's bundle does without.
    description: import.meta.env.SSR
      ? chaptersDescription(chaptersPage, chapters)
      : chaptersPage.description,
    path: "/chapters",
  });

// Runs at build time only: the map's shapes are written into the page, not into its script.
export const loader = () => ({ map: chaptersMap });

export default function Chapters({ loaderData }: Route.ComponentProps) {
  return (
    <Prerendered>
      <PageHeader title={chaptersPage.title} lead={chaptersPage.intro} />
      <Container className={band}>
        <ChaptersMap map={loaderData.map} />
        <ul className="mt-10 grid gap-6 sm:mt-14 sm:grid-cols-2 lg:grid-cols-3">
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <ChapterCard
                chapter={chapter}
                statusLabels={chaptersPage.statusLabel}
              />
            </li>
          ))}
        </ul>
      </Container>
    </Prerendered>
  );
}
