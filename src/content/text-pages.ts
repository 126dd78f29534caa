import textPages from "virtual:content/textPages";
import textPageHeads from "virtual:content/textPageHeads";

/**
 * The pages the footer promises that have content: `textPages` in full for what is written at build
 * time, `textPageHeads` for a page's title and description in the browser.
 */
export { textPages, textPageHeads };

/** One page in full, by its id. */
export function textPage(id: string) {
  const page = textPages.find((entry) => entry.id === id);
  if (!page) throw new Error(`No page "${id}"`);
  return page;
}

/** What one page's head needs, by its id. */
export function textPageHead(id: string) {
  const head = textPageHeads.find((entry) => entry.id === id);
  if (!head) throw new Error(`No page "${id}"`);
  return head;
}
