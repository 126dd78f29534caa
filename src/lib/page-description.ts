import { formatDate } from "./format-date.ts";

/**
 * A page's description for search engines, then what the page lists, taken from the content: a new
 * chapter or event shows in it with no other edit, and a removed one leaves it.
 */
export function chaptersDescription(
  page: { title: string; description: string },
  chapters: readonly { name: string }[],
): string {
  if (chapters.length === 0) return page.description;
  const names = chapters.map((chapter) => chapter.name).join(", ");
  return `${page.description} ${page.title}: ${names}.`;
}

/** The events page's description, then its three latest events, each with its date. */
export function eventsDescription(
  page: { description: string },
  events: readonly { title: string; date: string }[],
): string {
  const latest = [...events]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3)
    .map((event) => `${event.title}, ${formatDate(event.date)}.`);
  return [page.description, ...latest].join(" ");
}

/**
 * A page's description from its text: its first sentence, and the next while the two stay within
 * `max` characters; a first sentence longer than that is cut at a word and ends with "…".
 */
export function leadSentences(text: string, max = 200): string {
  const sentences = text.trim().split(/(?<=[.!?])\s+/);
  const [first = ""] = sentences;
  if (first.length > max)
    return `${first.slice(0, max).replace(/\s+\S*$/, "")}…`;
  const second = sentences[1];
  return second && first.length + 1 + second.length <= max
    ? `${first} ${second}`
    : first;
}
