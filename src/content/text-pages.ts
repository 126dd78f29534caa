import { content } from "./store";

/** The pages the footer promises that have content. */
export const textPages = content.pages;

/** One page in full, by its id. */
export function textPage(id: string) {
  const page = textPages.find((entry) => entry.id === id);
  if (!page) throw new Error(`No page "${id}"`);
  return page;
}
