import { chapters, chaptersMap, chaptersPage } from "../../content/chapters";
import { getMeta } from "../../content/site";
import { chaptersDescription } from "../../lib/page-description";
import { PageHeader } from "../page-header";
import { ChaptersSection } from "./chapters-section";

export const chaptersMeta = () =>
  getMeta({
    title: chaptersPage.title,
    description: chaptersDescription(chaptersPage, chapters),
    path: "/chapters",
  });

/** /chapters: the map of Africa and every chapter. */
export function ChaptersPage() {
  return (
    <>
      <PageHeader title={chaptersPage.title} lead={chaptersPage.intro} />
      <ChaptersSection
        chapters={chapters}
        map={chaptersMap}
        statusLabels={chaptersPage.statusLabel}
        start={chaptersPage.start}
      />
    </>
  );
}
