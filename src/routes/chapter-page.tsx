import { useParams } from "react-router";
import type { MetaArgs } from "react-router";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";
import { chapters } from "../content/chapters";

const chapterOf = (id = "") => {
  const chapter = chapters.find((entry) => entry.id === id);
  if (!chapter) throw new Error(`No chapter "${id}"`);
  return chapter;
};

export const meta = ({ params }: MetaArgs) =>
  getMeta({
    title: chapterOf(params.id).name,
    description: chapterOf(params.id).description ?? chapterOf(params.id).name,
    path: `/chapters/${params.id}`,
  });

export const loader = () => null;
export const clientLoader = loadRegions;

export default function ChapterPage() {
  const params = useParams<"id">() as { id: string };
  return (
    <Prerendered id={`chapter-${params.id}`}>
      {import.meta.env.SSR && (
        <PageHeader
          title={chapterOf(params.id).name}
          lead={chapterOf(params.id).description ?? chapterOf(params.id).name}
        />
      )}
    </Prerendered>
  );
}
