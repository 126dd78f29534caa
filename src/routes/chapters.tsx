import { Prerendered } from "../components/prerendered";
import { ChaptersSection } from "../components/chapters/chapters-section";
import { PageHeader } from "../components/page-header";
import { chapters, chaptersMap, chaptersPage } from "../content/chapters";
import { getMeta } from "../content/site";
import { chaptersDescription } from "../lib/page-description";
import { loadRegions } from "../lib/prerendered-regions";

export const meta = () =>
  getMeta({
    title: chaptersPage.title,
    // The full list is for search engines, which read the prerendered page; the browser's bundle does without.
    description: import.meta.env.SSR
      ? chaptersDescription(chaptersPage, chapters)
      : chaptersPage.description,
    path: "/chapters",
  });

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

// Written at build time only: in the browser, the page's own prerendered HTML (docs/decisions/0021).
export default function Chapters() {
  return (
    <Prerendered id="chapters">
      {import.meta.env.SSR && (
        <>
          <PageHeader title={chaptersPage.title} lead={chaptersPage.intro} />
          <ChaptersSection
            chapters={chapters}
            map={chaptersMap}
            statusLabels={chaptersPage.statusLabel}
            start={chaptersPage.start}
          />
        </>
      )}
    </Prerendered>
  );
}
