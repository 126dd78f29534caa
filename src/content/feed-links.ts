import feedLinks from "virtual:content/feedLinks";

/** The news feed while there is a post, which every page names in its head; none without one. */
export { feedLinks };
