// The checks the editor runs before it saves, publishes or deletes an entry, by the build's rules: the
// entry's schema, one chapter per country, and the links between entries. They load with the first
// save (./main.tsx), with zod and the schemas they use.
import { currentBackend } from "decap-cms-core/dist/esm/backend";
import { store } from "decap-cms-core/dist/esm/redux";
import { revisedCalendar } from "../lib/event-revision";
import { linksOf, type LinkedKind } from "../schemas/references";
import {
  DeletionRefused,
  deletionRefusal,
  linkProblems,
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
  const state = store.getState();
  const entries = await currentBackend(state.config).listAllEntries(
    state.collections.get(folder),
  );
  return entries.map((entry) => ({
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
  const chapters = (await entriesOf("chapters")).map((chapter) => ({
    slug: chapter.id,
    data: chapter.data,
  }));
  const other = chapters.find(
    (chapter) => chapter.slug !== slug && chapter.data.flagCode === flagCode,
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

/** Refuses to delete an entry that others still name, and says which and where. */
export async function checkDeletion(entry: ImmutableMap | undefined) {
  const collection = entry?.get("collection");
  if (!entry || typeof collection !== "string" || !isLinked(collection)) return;
  const others = (
    await Promise.all(["events", "team", "news"].map(entriesOf))
  ).flat();
  const refusal = deletionRefusal(
    collection,
    {
      id: entry.get("slug") as string,
      data: (entry.get("data") as ImmutableMap).toJS(),
    },
    others,
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
