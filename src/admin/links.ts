// The links between entries, checked in the editor by the build's own rules (src/schemas/references.ts):
// an entry saved names only entries that exist, and an entry still named by others is not deleted.
import {
  linksTo,
  missingLinks,
  type EntryIds,
  type LinkedKind,
} from "../schemas/references";
import { fieldsOf } from "./config";
import { labelOf, pathOf, type Kind } from "./validate";

type Data = Record<string, unknown>;
type Field = Parameters<typeof labelOf>[0][number];

/** Each link of the entry to an entry that does not exist, named by the field's label. */
export function linkProblems(
  kind: Kind,
  data: Data,
  existing: EntryIds,
): string[] {
  const fields = fieldsOf(kind) as Field[];
  return missingLinks(kind, data, existing).map(
    ({ field, message }) => `${labelOf(fields, pathOf(field))}: ${message}.`,
  );
}

/** An entry of a collection, as the editor lists them. */
export type ListedEntry = { folder: string; id: string; data: Data };

const noun: Record<LinkedKind, string> = {
  chapters: "the chapter",
  partners: "the partner",
  team: "",
};
const entryNoun: Record<string, string> = {
  events: "the event",
  news: "the news post",
  partners: "the partner",
  team: "",
};

const titleOf = (data: Data, fallback: string) => {
  const title = data.title ?? data.name;
  return typeof title === "string" && title.trim() ? title : fallback;
};

/** "A", "A and B", "A, B and C". */
const listed = (items: string[]) =>
  items.length > 1
    ? `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`
    : (items[0] ?? "");

/**
 * Why an entry may not be deleted, in an editor's words, or undefined if no other entry names it:
 * "the chapter Nigeria is still named by the event QML4Africa (Chapters). Remove it there first."
 */
export function deletionRefusal(
  kind: LinkedKind,
  entry: { id: string; data: Data },
  entries: readonly ListedEntry[],
): string | undefined {
  const links = linksTo(kind, entry.id, entries);
  if (links.length === 0) return undefined;
  const names = links.map((link) => {
    const from = entries.find(
      (other) => other.folder === link.folder && other.id === link.id,
    );
    const fields = fieldsOf(link.folder as Kind) as Field[];
    const label = labelOf(fields, pathOf(link.field).slice(0, 1));
    const name = titleOf(from?.data ?? {}, link.id);
    const before = entryNoun[link.folder] ?? "";
    return `by ${before ? `${before} ` : ""}${name} (${label})`;
  });
  const what = `${noun[kind] ? `${noun[kind]} ` : ""}${titleOf(entry.data, entry.id)}`;
  return `${what} is still named ${listed(names)}. Remove it there first.`;
}

/** Whether a value holds the text anywhere, in a field, a list or a group of fields. */
const holds = (value: unknown, text: string): boolean =>
  value === text ||
  (typeof value === "object" &&
    value !== null &&
    Object.values(value).some((item) => holds(item, text)));

/** "the event QML4Africa", "Amina Example", "the draft of the news post We launch". */
function entryName(entry: ListedEntry & { draft?: boolean }) {
  const before = entryNoun[entry.folder] ?? "";
  const name = `${before ? `${before} ` : ""}${titleOf(entry.data, entry.id)}`;
  return entry.draft ? `the draft of ${name}` : name;
}

/**
 * Why a file of the media folder may not be deleted, in an editor's words, or undefined if no entry (a
 * published one or a draft) uses it: "img-4021-3fa9c2d1.jpg is still used by the event QML4Africa and by
 * Amina Example. Remove it there first."
 */
export function mediaRefusal(
  file: string,
  publicPath: string,
  entries: readonly (ListedEntry & { draft?: boolean })[],
): string | undefined {
  const users = entries.filter((entry) => holds(entry.data, publicPath));
  if (users.length === 0) return undefined;
  const by = users.map((entry) => `by ${entryName(entry)}`);
  return `${file} is still used ${listed(by)}. Remove it there first.`;
}

/** An entry that other entries still name; Decap shows the message as the reason it was not deleted. */
export class DeletionRefused extends Error {
  override name = "DeletionRefused";
  override toString() {
    return this.message;
  }
}
