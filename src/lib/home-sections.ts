// Apart from site-paths.ts, whose link rules only the build and the editor need: the home page loads this.
/** Each section of the home page (a key of content/home.json) and its id, the anchor of "/#<id>". */
export const homeSections = {
  about: "about",
  research: "research-initiatives",
  podcastSection: "podcast",
  partner: "partner",
  community: "community",
  contact: "contact",
} as const;

/** Whether a menu item scrolls to a section of the home page ("/#about") rather than opening a page. */
export const isScrollPath = (path: string) => path.startsWith("/#");
