import { news, newsPage } from "../content/news";
import { site } from "../content/site";
import { newsFeedXml } from "../lib/news-feed";

/** A resource route, prerendered at build to /news/feed.xml: the Atom feed of the posts. */
export function loader() {
  const xml = newsFeedXml(
    news.map((post) => ({
      ...post,
      authors: post.authors.map((author) => author.name),
    })),
    site,
    newsPage.feed,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
