// /news/feed.xml, the Atom feed of the posts, only while there is one.
import type { APIRoute, GetStaticPaths } from "astro";
import { news, newsPage } from "../../content/news";
import { site } from "../../content/site";
import { newsFeedXml } from "../../lib/news-feed";

export const getStaticPaths = (() =>
  news.length > 0
    ? [{ params: { feed: "feed" } }]
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(
    newsFeedXml(
      news.map((post) => ({
        ...post,
        authors: post.authors.map((author) => author.name),
      })),
      site,
      newsPage.feed,
    ),
    { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } },
  );
