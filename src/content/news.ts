import news from "virtual:content/news";
import newsHeads from "virtual:content/newsHeads";
import * as newsPage from "virtual:content/pages/news";

/**
 * The posts published by the build's day, newest first: `news` in full for what is written at build
 * time, `newsHeads` for a post's title and description in the browser.
 */
export { news, newsHeads, newsPage };

/** One post in full, by its id (the build renders its page from it). */
export function newsPost(id: string) {
  const post = news.find((entry) => entry.id === id);
  if (!post) throw new Error(`No post "${id}"`);
  return post;
}

/** What one post's page head needs, by its id. */
export function newsHead(id: string) {
  const head = newsHeads.find((entry) => entry.id === id);
  if (!head) throw new Error(`No post "${id}"`);
  return head;
}
