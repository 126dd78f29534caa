import { Feed } from "feed";
import { absoluteUrl, type SiteIdentity } from "./meta";
import { newsFeedPath, newsPostPath } from "./site-paths";

export { newsFeedPath, newsPostPath };

/** A post as the feed tells it: its summary and its body as HTML, its authors by name. */
export type FeedPost = {
  id: string;
  title: string;
  date: string;
  summary: string;
  bodyHtml: string;
  authors: readonly string[];
};

/** The Atom feed of the posts, newest first, each at its page's address; it changes only with them. */
export function newsFeedXml(
  posts: readonly FeedPost[],
  site: SiteIdentity,
  title: string,
): string {
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);
  const [latest] = posts;
  const feed = new Feed({
    id: absoluteUrl(site, "/news"),
    link: absoluteUrl(site, "/news"),
    title,
    copyright: site.name,
    // The day of the latest post, not the build's: a feed reader fetches nothing new until there is.
    updated: latest ? noon(latest.date) : new Date(0),
    feedLinks: { atom: absoluteUrl(site, newsFeedPath) },
    generator: site.name,
  });
  for (const post of posts)
    feed.addItem({
      id: absoluteUrl(site, newsPostPath(post.id)),
      link: absoluteUrl(site, newsPostPath(post.id)),
      title: post.title,
      date: noon(post.date),
      published: noon(post.date),
      description: post.summary,
      content: post.bodyHtml,
      author: post.authors.map((name) => ({ name })),
    });
  return feed.atom1();
}
