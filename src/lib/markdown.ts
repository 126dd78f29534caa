import { micromark, parse, postprocess, preprocess } from "micromark";
import { linkExpected, linkPattern } from "./site-paths.ts";

/**
 * Markdown to HTML; raw HTML is escaped (and refused), and links must be https or a path of this site,
 * with no images.
 */
export function renderMarkdown(markdown: string): {
  html: string;
  problems: string[];
} {
  const html = micromark(markdown).trim();
  const problems: string[] = [];
  // The addresses as written: the safe HTML leaves a javascript: or data: address out, and the message
  // must quote it.
  const asWritten = micromark(markdown, { allowDangerousProtocol: true });
  for (const [, href = ""] of asWritten.matchAll(/<a href="([^"]*)"/g)) {
    const address = decodeEntities(href);
    if (!linkPattern.test(address))
      problems.push(
        `the link "${address}" is not valid; expected ${linkExpected}`,
      );
  }
  const [first, ...others] = rawHtml(markdown);
  if (first)
    problems.push(
      `has HTML at line ${first.line} (${JSON.stringify(first.text)})${others.length > 0 ? ` and in ${others.length} other ${others.length === 1 ? "place" : "places"}` : ""}; expected Markdown without HTML, which the site does not publish (to show "<" as it is, write "\\<")`,
    );
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

/** Each piece of raw HTML, as CommonMark reads it (a block or a tag in a line), with its line. */
function rawHtml(markdown: string): { line: number; text: string }[] {
  const events = postprocess(
    parse()
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
  return events.flatMap(([kind, token, context]) =>
    kind === "enter" && (token.type === "htmlFlow" || token.type === "htmlText")
      ? [
          {
            line: token.start.line,
            text: shorten(context.sliceSerialize(token).split("\n")[0] ?? ""),
          },
        ]
      : [],
  );
}

const shorten = (text: string) =>
  text.length > 40 ? `${text.slice(0, 39)}…` : text;

/** The text of rendered Markdown, paragraphs joined by a space. */
export const htmlToText = (html: string) =>
  decodeEntities(
    html
      .replace(/<\/(?:p|li|h\d|blockquote)>|<br \/>/g, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();

/**
 * The HTML of `renderMarkdown` with each block of text set to take the direction of its own first
 * letters (`dir="auto"`), so that a paragraph in Arabic reads right to left with its full stop at its end.
 */
export const withAutoDirection = (html: string) =>
  html.replace(/<(p|li|h[1-6]|blockquote)>/g, '<$1 dir="auto">');

/**
 * The rendered body without a first heading that repeats the page's title (editors often open a page
 * with it): the page shows its title once, above the body.
 */
export function withoutTitleHeading(html: string, title: string): string {
  const first = /^<h[1-6]>(.*?)<\/h[1-6]>\s*/s.exec(html);
  const same = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
  return first && same(htmlToText(first[1] ?? "")) === same(title)
    ? html.slice(first[0].length)
    : html;
}
