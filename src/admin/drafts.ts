// Two gaps of Decap's drafts (its editorial workflow). First, two editors may open the same entry: one
// who opened it before someone else saved a draft of it would, on saving, commit their version over that
// draft (the local backend) or fail with GitHub's "Reference already exists". They are told instead, and
// nothing is saved. Second, the copy of an unsaved entry kept in the browser must survive a reload.
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

/** Whether the entry has a draft on the backend that this editor did not load. */
export async function draftSavedMeanwhile(
  collection: string,
  slug: string,
): Promise<boolean> {
  const state = store.getState();
  // A draft loaded from the backend has its status; Decap notes the save under way there too.
  if (
    state.editorialWorkflow.getIn([
      "entities",
      `${collection}.${slug}`,
      "status",
    ])
  )
    return false;
  try {
    await currentBackend(state.config).unpublishedEntry(
      state,
      state.collections.get(collection),
      slug,
    );
    return true;
  } catch (error) {
    // Decap's answer for an entry with no draft; any other failure is the save's to report.
    if (
      (error as { notUnderEditorialWorkflow?: boolean })
        .notUnderEditorialWorkflow
    )
      return false;
    throw error;
  }
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
