import { newsFeedPath } from "../lib/site-paths";
import { content } from "./store";

/** The news feed while there is a post, which every page names in its head; none without one. */
export const feedLinks =
  content.news.length > 0
    ? [{ href: newsFeedPath, title: content.site.pages.news.feed }]
    : [];
