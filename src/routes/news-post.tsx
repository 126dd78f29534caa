import { useParams, type MetaArgs } from "react-router";
import { JsonLd } from "../components/json-ld";
import { NewsArticle } from "../components/news/news-article";
import { Prerendered } from "../components/prerendered";
import { newsHead, newsPage, newsPost } from "../content/news";
import { getMeta, site } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";
import { newsPostPath } from "../lib/site-paths";
import { newsPostJsonLd } from "../lib/structured-data";

// From the post's head only: its body stays out of the browser's bundle.
export const meta = ({ params }: MetaArgs) => {
  const head = newsHead(params.id ?? "");
  return getMeta({
    title: head.title,
    description: head.summary,
    path: newsPostPath(head.id),
    image: head.picture,
  });
};

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

// Written at build time only: in the browser, the page's own prerendered HTML (docs/decisions/0021).
export default function NewsPost() {
  const { id = "" } = useParams();
  return (
    <>
      <Prerendered id={`news-${id}`}>
        {import.meta.env.SSR && (
          <NewsArticle post={newsPost(id)} copy={newsPage} />
        )}
      </Prerendered>
      <JsonLd
        data={
          import.meta.env.SSR
            ? newsPostJsonLd(
                // Its image as the social cards show it: the widest file.
                { ...newsPost(id), picture: newsHead(id).picture },
                site,
              )
            : null
        }
      />
    </>
  );
}
