import { Prerendered } from "../components/prerendered";
import { ChaptersSection } from "../components/chapters/chapters-section";
import { PageHeader } from "../components/page-header";
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
      <ChaptersSection
        chapters={chapters}
        map={loaderData.map}
        statusLabels={chaptersPage.statusLabel}
      />
    </Prerendered>
  );
}
