import { tw } from "../lib/tw";

/** The site's prose: paragraphs, headings, lists, quotes and links of text written in Markdown. */
const proseClasses = tw`max-w-3xl space-y-4 [overflow-wrap:anywhere] text-ink-muted [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-6`;

/** HTML rendered from Markdown at build time, raw HTML escaped (src/pipeline/prepare.ts). */
export function Prose({ html }: { html: string }) {
  return (
    <div className={proseClasses} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
