import { useParams } from "react-router";
import type { MetaArgs } from "react-router";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";
import { news } from "../content/news";

const postOf = (id = "") => {
  const post = news.find((entry) => entry.id === id);
  if (!post) throw new Error(`No post "${id}"`);
  return post;
};

export const meta = ({ params }: MetaArgs) =>
  getMeta({
    title: postOf(params.id).title,
    description: postOf(params.id).summary,
    path: `/news/${params.id}`,
  });

export const loader = () => null;
export const clientLoader = loadRegions;

export default function NewsPost() {
  const params = useParams<"id">() as { id: string };
  return (
    <Prerendered id={`news-${params.id}`}>
      {import.meta.env.SSR && (
        <PageHeader
          title={postOf(params.id).title}
          lead={postOf(params.id).summary}
        />
      )}
    </Prerendered>
  );
}
