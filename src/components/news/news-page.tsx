import { news, newsPage } from "../../content/news";
import { getMeta } from "../../content/site";
import { newsFeedPath } from "../../lib/site-paths";
import { PageHeader } from "../page-header";
import { NewsList } from "./news-list";

export const newsMeta = () =>
  getMeta({
    title: newsPage.title,
    description: newsPage.description,
    path: "/news",
  });

/** /news, while there is a post: every post, newest first, and the feed to subscribe to. */
export function NewsPage() {
  return (
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
  );
}
