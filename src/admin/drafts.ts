// A gap of Decap's drafts (its editorial workflow): two editors may open the same entry. One whose save
// would replace a draft someone else saved after they opened the entry (a first draft, or a newer version
// of the draft they opened) would commit their version over it (the local backend) or fail with GitHub's
// "Reference already exists". They are told instead, and nothing is saved.
import { knownDraft, readDraft } from "./decap";

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

/**
 * Whether the entry has a draft on the backend that this editor has not seen: a draft saved when they
 * had none, or one whose content is no longer what they loaded or last saved.
 */
export async function draftSavedMeanwhile(
  collection: string,
  slug: string,
): Promise<boolean> {
  // The draft as this editor has it, read before the backend answers.
  const known = knownDraft(collection, slug);
  const current = await readDraft(collection, slug);
  if (!current) return false;
  if (!known?.status) return true;
  return !sameData(current.data, known.data);
}
