// The editing interface at /admin/: Decap CMS, with the site's own cards as live previews. Its
// configuration is built from the content schemas (./config.ts), and every entry is checked with its
// schema before it is saved (./validate.ts).
import CMS from "./cms";
import { addNotification } from "decap-cms-core/dist/esm/actions/notifications";
import { currentBackend } from "decap-cms-core/dist/esm/backend";
import { store } from "decap-cms-core/dist/esm/redux";
import { config } from "./config";
import siteStylesheet from "./preview.css?url";
import { explainLostConnections } from "./connection";
import { openEntriesOnTheForm } from "./phone";
import "./phone.css";
import { deferred } from "./deferred";
import { prepareChosenFiles } from "./uploads";
import { EntryRefused, entryProblems, type Kind } from "./validate";
import {
  DraftConflict,
  draftSavedMeanwhile,
  offerBackupsOnceLoaded,
} from "./drafts";
import {
  DeletionRefused,
  deletionRefusal,
  linkProblems,
  type ListedEntry,
} from "./links";
import { linksOf, type LinkedKind } from "../schemas/references";
import { textPages } from "../schemas/schemas";

// A field's rule is said as the build says it: "Address: expected a full address that starts with…".
type Phrases = {
  editor: { editorControlPane: { widget: Record<string, string> } };
  ui: { toast: Record<string, string> };
};
const english = structuredClone(CMS.getLocale("en")) as Phrases;
english.editor.editorControlPane.widget.regexPattern =
  "%{fieldLabel}: %{pattern}";
english.ui.toast.onFailToPersist = "Not saved: %{details}";
english.ui.toast.onFailToPublishEntry = "Not published: %{details}";
english.ui.toast.onFailToDelete = "Not deleted: %{details}";
// Decap says this of any field marked in red, such as a text too long, not only of an empty one.
english.ui.toast.missingRequiredField =
  "Not saved: a field marked in red says what it expects. Correct it and save again.";
CMS.registerLocale("en", english);

/** The entry as Decap hands it to an event listener: an Immutable.js map. */
type ImmutableMap = {
  get(key: string): unknown;
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

// Saving a draft: the entry as the build would take it, and no draft of someone else's replaced.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    const problems = await problemsOf(entry);
    if (problems.length > 0) throw new EntryRefused(problems);
    if (
      !entry.get("newRecord") &&
      (await draftSavedMeanwhile(
        entry.get("collection") as string,
        entry.get("slug") as string,
      ))
    )
      throw new DraftConflict();
  },
});

// Publishing a draft: checked again, as the other entries may have changed since it was saved (a
// chapter it names deleted, another chapter for its country published).
CMS.registerEventListener({
  name: "prePublish",
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    const problems = await problemsOf(entry);
    if (problems.length > 0) throw new EntryRefused(problems);
  },
});

const linked = new Set<string>(["chapters", "partners", "team"]);
const isLinked = (collection: string): collection is LinkedKind =>
  linked.has(collection);

// Decap has no event before a deletion, but it runs "preUnpublish" just before it deletes an entry's
// file: an entry that others still name is not deleted, and the editor is told which and where.
CMS.registerEventListener({
  name: "preUnpublish",
  handler: async ({ entry }: { entry?: ImmutableMap }) => {
    const collection = entry?.get("collection");
    if (!entry || typeof collection !== "string" || !isLinked(collection))
      return;
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
  },
});

explainLostConnections(window);
offerBackupsOnceLoaded();
openEntriesOnTheForm(window);

// The previews are the site's cards, with its flags and Markdown: loaded when an entry first opens.
const previews = () => import("./previews");
const communityPreviews = () => import("./community-previews");
CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate(
  "chapters",
  deferred(() => previews().then((module) => module.ChapterPreview)),
);
CMS.registerPreviewTemplate(
  "team",
  deferred(() => previews().then((module) => module.MemberPreview)),
);
CMS.registerPreviewTemplate(
  "events",
  deferred(() => previews().then((module) => module.EventPreview)),
);
CMS.registerPreviewTemplate(
  "partners",
  deferred(() => communityPreviews().then((module) => module.PartnerPreview)),
);
CMS.registerPreviewTemplate(
  "news",
  deferred(() => communityPreviews().then((module) => module.NewsPreview)),
);
// A file of a files collection has its preview by the file's name, not the collection's.
const TextPagePreview = deferred(() =>
  communityPreviews().then((module) => module.TextPagePreview),
);
for (const page of textPages)
  CMS.registerPreviewTemplate(page, TextPagePreview);
CMS.init({ config });

// A chosen file is prepared (a photo made small and stripped of its metadata, an SVG sanitised) before
// the media library sees it; a refusal stays on screen until the editor has read it.
prepareChosenFiles(document, (message, kind) => {
  store.dispatch(
    addNotification({
      message,
      type: kind,
      dismissAfter: kind === "error" ? 30_000 : 8000,
    }),
  );
});

// Decap refuses to save (a draft) or delete an entry by rejecting a promise, with no reason (a field is
// wrong) or with the failure it records (the entry was refused), after it has told the editor why: that
// refusal is not an error of the page.
window.addEventListener("unhandledrejection", (event) => {
  const reason = event.reason as { type?: string } | undefined;
  if (
    reason === undefined ||
    reason.type === "ENTRY_PERSIST_FAILURE" ||
    reason.type === "UNPUBLISHED_ENTRY_PERSIST_FAILURE" ||
    reason.type === "ENTRY_DELETE_FAILURE"
  )
    event.preventDefault();
});
