import { DOMImplementation, XMLSerializer } from "@xmldom/xmldom";
import { absoluteUrl, type SiteIdentity } from "./meta";
import { newsFeedPath, newsPostPath } from "./site-paths";

export { newsFeedPath, newsPostPath };

/** A post as the feed tells it: its summary and its body as HTML, its authors by name. */
export type FeedPost = {
  id: string;
  title: string;
  date: string;
  /** The day it was last revised, if it was. */
  updated?: string;
  summary: string;
  bodyHtml: string;
  authors: readonly string[];
};

const atom = "http://www.w3.org/2005/Atom";

/**
 * What XML 1.0 cannot hold, even escaped: C0 controls but tab, newline and carriage return, U+FFFE,
 * U+FFFF, half of a surrogate pair. The schemas refuse them; one here would make the whole feed
 * unreadable, so it becomes U+FFFD.
 */
const notXml =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const xmlText = (text: string) => text.replace(notXml, "\uFFFD");

/**
 * The Atom feed (RFC 4287) of the posts, newest first, each at its page's address; it changes only with
 * them. Titles, summaries and names are plain text, written as text (type="text"), so that every reader
 * shows them as they are written: "Q&A: the <Qubit>" is no HTML tag. The body is HTML. An XML DOM
 * (xmldom) writes the file, and escapes what it must; the `feed` package wrote every title as HTML,
 * unescaped (decision 0032).
 */
export function newsFeedXml(
  posts: readonly FeedPost[],
  site: SiteIdentity,
  title: string,
): string {
  const document = new DOMImplementation().createDocument(atom, "feed", null);
  const feed = document.documentElement;
  if (!feed) throw new Error("xmldom made no <feed> element");
  const add = (
    parent: typeof feed,
    name: string,
    text?: string,
    attributes: Record<string, string> = {},
  ) => {
    const element = document.createElementNS(atom, name);
    for (const [key, value] of Object.entries(attributes))
      element.setAttribute(key, xmlText(value));
    if (text !== undefined) element.textContent = xmlText(text);
    parent.appendChild(element);
    return element;
  };
  const noon = (date: string) => `${date}T12:00:00.000Z`;
  const changed = (post: FeedPost) => post.updated ?? post.date;
  const latest = posts.map(changed).sort().at(-1);

  add(feed, "id", absoluteUrl(site, "/news"));
  add(feed, "title", title, { type: "text" });
  // The day of the latest post or revision, not the build's: a reader fetches nothing new until there is.
  add(feed, "updated", latest ? noon(latest) : new Date(0).toISOString());
  add(feed, "generator", site.name);
  add(feed, "link", undefined, {
    rel: "alternate",
    href: absoluteUrl(site, "/news"),
  });
  add(feed, "link", undefined, {
    rel: "self",
    href: absoluteUrl(site, newsFeedPath),
  });
  add(feed, "rights", site.name, { type: "text" });
  for (const post of posts) {
    const entry = add(feed, "entry");
    const address = absoluteUrl(site, newsPostPath(post.id));
    add(entry, "title", post.title, { type: "text" });
    add(entry, "id", address);
    add(entry, "link", undefined, { href: address });
    add(entry, "updated", noon(changed(post)));
    add(entry, "summary", post.summary, { type: "text" });
    add(entry, "content", post.bodyHtml, { type: "html" });
    for (const name of post.authors) add(add(entry, "author"), "name", name);
    add(entry, "published", noon(post.date));
  }
  const xml = new XMLSerializer().serializeToString(document);
  return `<?xml version="1.0" encoding="utf-8"?>\n${xml}\n`;
}
