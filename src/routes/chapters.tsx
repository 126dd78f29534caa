import { ChapterCard } from "../components/chapters/chapter-card";
import { PageHeader } from "../components/page-header";
import { Container } from "../components/ui/container";
import { band } from "../components/ui/rhythm";
import { chapters, chaptersPage } from "../content/chapters";
import { getMeta } from "../lib/meta";
import { chaptersDescription } from "../lib/page-description";

export const meta = () =>
  getMeta({
    title: chaptersPage.title,
    description: chaptersDescription(chaptersPage, chapters),
    path: "/chapters",
  });

export default function Chapters() {
  return (
    <>
      <PageHeader title={chaptersPage.title} lead={chaptersPage.intro} />
      <Container className={band}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <ChapterCard chapter={chapter} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
