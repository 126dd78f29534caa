// The checks the editor runs before it saves, publishes or deletes an entry, and before it deletes a file
// of the media library, by the build's rules: the entry's schema, one chapter per country, and the links
// between entries. They load with the first save (./main.tsx), with zod and the schemas they use.
import { revisedCalendar } from "../lib/event-revision";
import { linksOf, type LinkedKind } from "../schemas/references";
import { config } from "./config";
import { listDrafts, listEntries, type Deletion } from "./decap";
import {
  DeletionRefused,
  deletionRefusal,
  linkProblems,
  mediaRefusal,
  type ListedEntry,
} from "./links";
import { EntryRefused, entryProblems, type Kind } from "./validate";

/** The entry as Decap hands it to an event listener: an Immutable.js map. */
export type ImmutableMap = {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): Record<string, unknown>;
};

/** The entries of a collection, read through the backend the editor uses. */
async function entriesOf(folder: string): Promise<ListedEntry[]> {
  return (await listEntries(folder)).map((entry) => ({
    folder,
    id: entry.slug,
    data: entry.data,
  }));
}

/** The ids of the entries an entry may link to, as they are in the repository. */
async function existingIds() {
  const ids = async (folder: LinkedKind) =>
    new Set((await entriesOf(folder)).map((entry) => entry.id));
  const [chapters, partners, team] = await Promise.all([
    ids("chapters"),
    ids("partners"),
    ids("team"),
  ]);
  return { chapters, partners, team };
}

/** One chapter per country: the other chapters, read through the backend the editor uses. */
async function chapterProblems(slug: string, flagCode: unknown) {
  const chapters = await entriesOf("chapters");
  const other = chapters.find(
    (chapter) => chapter.id !== slug && chapter.data.flagCode === flagCode,
  );
  return other
    ? [
        `Country of the flag: it is already the country of the chapter ${String(other.data.name)}; expected one chapter per country.`,
      ]
    : [];
}

/** Every problem the build would find in the entry, its links to other entries included. */
async function problemsOf(entry: ImmutableMap): Promise<string[]> {
  const collection = entry.get("collection") as string;
  const slug = entry.get("slug") as string;
  const kind = (collection === "settings" ? slug : collection) as Kind;
  const data = (entry.get("data") as ImmutableMap).toJS();
  return [
    ...entryProblems(kind, data),
    ...(kind === "chapters" ? await chapterProblems(slug, data.flagCode) : []),
    // Each entry it names exists, by the build's rule (src/schemas/references.ts).
    ...(linksOf(kind, data).length > 0
      ? linkProblems(kind, data, await existingIds())
      : []),
  ];
}

/** Refuses an entry the build would refuse, with every problem it has. */
export async function checkEntry(entry: ImmutableMap) {
  const problems = await problemsOf(entry);
  if (problems.length > 0) throw new EntryRefused(problems);
}

const linked = new Set<string>(["chapters", "partners", "team"]);
const isLinked = (collection: string): collection is LinkedKind =>
  linked.has(collection);

/** A check before a deletion that could not run: nothing is deleted, and the editor is told why. */
export class DeletionUnchecked extends Error {
  override name = "DeletionUnchecked";
  constructor(what: string, cause: unknown) {
    super(
      `the editor could not check whether other entries still use ${what}, so it deleted nothing. Check your connection, then try again`,
      { cause },
    );
  }

  override toString() {
    return this.message;
  }
}

/** Reads what a check needs; a failure refuses the deletion it was for. */
async function beforeDeleting<T>(what: string, read: () => Promise<T>) {
  try {
    return await read();
  } catch (error) {
    throw new DeletionUnchecked(what, error);
  }
}

/** Refuses to delete an entry that others still name, and says which and where. */
export async function checkDeletion(entry: Deletion) {
  if (!isLinked(entry.collection)) return;
  const [data, others] = await beforeDeleting("this entry", () =>
    Promise.all([
      entry.read(),
      Promise.all(["events", "team", "news"].map(entriesOf)),
    ]),
  );
  const refusal = deletionRefusal(
    entry.collection,
    { id: entry.slug, data },
    others.flat(),
  );
  if (refusal) throw new DeletionRefused(refusal);
}

/**
 * An event's data as it is saved, with the revision of its calendar entry recorded: one more when what
 * the entry shows has changed (src/lib/event-revision.ts). Any other entry is saved as it is.
 */
export function withCalendarRevision(
  entry: ImmutableMap,
): ImmutableMap | undefined {
  if (entry.get("collection") !== "events") return undefined;
  const data = entry.get("data") as ImmutableMap;
  return data.set(
    "calendar",
    revisedCalendar(data.toJS(), Boolean(entry.get("newRecord"))),
  );
}

const folders = config.collections.flatMap((collection) =>
  "folder" in collection ? [collection.name] : [],
);

/**
 * Refuses to delete a file of the media folder that an entry uses, published or in a draft, and says
 * which: the site's build would fail, or the draft be published with a missing photo.
 */
export async function checkMediaDeletion(path: string) {
  const file = path.split("/").at(-1) ?? path;
  const publicPath = `${config.public_folder ?? ""}/${file}`;
  const entries = await beforeDeleting(file, async () => [
    ...(await Promise.all(folders.map(entriesOf))).flat(),
    ...(await listDrafts()).map((draft) => ({
      folder: draft.collection,
      id: draft.slug,
      data: draft.data,
      draft: true,
    })),
  ]);
  const refusal = mediaRefusal(file, publicPath, entries);
  if (refusal) throw new DeletionRefused(refusal);
}
