import { NewsList } from "../components/news/news-list";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { news, newsPage } from "../content/news";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";
import { newsFeedPath } from "../lib/site-paths";

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
          <PageHeader title={newsPage.title} lead={newsPage.lead}>
            <p className="mt-4 text-center">
              <a
                href={newsFeedPath}
                type="application/atom+xml"
                className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-ink"
              >
                {newsPage.subscribe}
              </a>
            </p>
          </PageHeader>
          <NewsList posts={news} copy={newsPage} />
        </>
      )}
    </Prerendered>
  );
}
