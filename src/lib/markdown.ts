import { micromark } from "micromark";
import { linkExpected, linkPattern } from "./site-paths.ts";

/** Markdown to HTML; raw HTML is escaped, and links must be https or a path of this site, with no images. */
export function renderMarkdown(markdown: string): {
  html: string;
  problems: string[];
} {
  const html = micromark(markdown).trim();
  const problems: string[] = [];
  for (const [, href = ""] of html.matchAll(/<a href="([^"]*)"/g)) {
    const address = decodeEntities(href);
    if (!linkPattern.test(address))
      problems.push(
        `the link "${address}" is not valid; expected ${linkExpected}`,
      );
  }
  if (html.includes("<img "))
    problems.push(
      'has an image; expected text only (an event\'s picture goes in its "image" field)',
    );
  return { html, problems };
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};
const decodeEntities = (text: string) =>
  text.replace(
    /&(?:amp|lt|gt|quot|#x27);/g,
    (entity) => entities[entity] ?? entity,
  );

/** The text of rendered Markdown, paragraphs joined by a space. */
export const htmlToText = (html: string) =>
  decodeEntities(
    html
      .replace(/<\/(?:p|li|h\d|blockquote)>|<br \/>/g, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
