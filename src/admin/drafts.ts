// Two gaps of Decap's drafts (its editorial workflow). First, two editors may open the same entry: one
// whose save would replace a draft someone else saved after they opened the entry (a first draft, or a
// newer version of the draft they opened) would commit their version over it (the local backend) or fail
// with GitHub's "Reference already exists". They are told instead, and nothing is saved. Second, the copy
// of an unsaved entry kept in the browser must survive a reload.
import { Backend, currentBackend } from "decap-cms-core/dist/esm/backend";
import { store } from "decap-cms-core/dist/esm/redux";

/** Saving would replace a draft that someone else saved after this editor opened the entry. */
export class DraftConflict extends Error {
  override name = "DraftConflict";
  constructor() {
    super(
      "someone else saved a draft of this entry while you were editing it, and yours would replace theirs. Your changes are kept in this browser. Open the entry again to see their draft, then make your change in it",
    );
  }

  override toString() {
    return this.message;
  }
}

/** Data as a file holds it: keys in one order, and no empty values (the file leaves them out). */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, comparable(v)]),
  );
}

const sameData = (a: unknown, b: unknown) =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

type Known = { get(key: string): { toJS(): unknown } | undefined } | undefined;

/**
 * Whether the entry has a draft on the backend that this editor has not seen: a draft saved when they
 * had none, or one whose content is no longer what they loaded or last saved.
 */
export async function draftSavedMeanwhile(
  collection: string,
  slug: string,
): Promise<boolean> {
  const state = store.getState();
  // The draft as this editor has it: as loaded from the backend (with its status), or as they saved it.
  const known = state.editorialWorkflow.getIn([
    "entities",
    `${collection}.${slug}`,
  ]) as Known;
  let current: { data: unknown };
  try {
    current = (await currentBackend(state.config).unpublishedEntry(
      state,
      state.collections.get(collection),
      slug,
    )) as { data: unknown };
  } catch (error) {
    // Decap's answer for an entry with no draft; any other failure is the save's to report.
    if (
      (error as { notUnderEditorialWorkflow?: boolean })
        .notUnderEditorialWorkflow
    )
      return false;
    throw error;
  }
  if (!known?.get("status")) return true;
  return !sameData(current.data, known.get("data")?.toJS());
}

type Collection = { get(key: "name"): string };

/** Resolves once the editor holds the entry as loaded from the backend. */
function entryLoaded(collection: string, slug: string): Promise<void> {
  const loaded = () => {
    const entry = store.getState().entryDraft.get("entry");
    return (
      entry?.get("collection") === collection && entry.get("slug") === slug
    );
  };
  return new Promise((resolve) => {
    if (loaded()) return resolve();
    const stop = store.subscribe(() => {
      if (!loaded()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Decap offers an entry's copy kept in the browser ("A local backup was recovered…") as soon as it has
 * read it. With drafts, the entry itself loads later (its draft is asked for first), and then replaces
 * what the editor chose to get back. The copy is offered once the entry is there.
 */
export function offerBackupsOnceLoaded() {
  const read = Backend.prototype.getLocalDraftBackup;
  Backend.prototype.getLocalDraftBackup = async function (
    collection: Collection,
    slug?: string,
  ) {
    const backup = await read.call(this, collection, slug);
    if (backup.entry && slug) await entryLoaded(collection.get("name"), slug);
    return backup;
  };
}
