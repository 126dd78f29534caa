import { NewsList } from "../components/news/news-list";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { news, newsPage } from "../content/news";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";

export const meta = () =>
  getMeta({
    title: newsPage.title,
    description: newsPage.description,
    path: "/news",
  });

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

// Written at build time only: in the browser, the page's own prerendered HTML (docs/decisions/0021).
export default function News() {
  return (
    <Prerendered id="news">
      {import.meta.env.SSR && (
        <>
          <PageHeader title={newsPage.title} lead={newsPage.lead} />
          <NewsList posts={news} copy={newsPage} />
        </>
      )}
    </Prerendered>
  );
}
