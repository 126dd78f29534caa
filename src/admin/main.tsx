// The editing interface at /admin/: Decap CMS, with the site's own cards as live previews. Its
// configuration is built from the content schemas (./config.ts), and every entry is checked with its
// schema before it is saved (./validate.ts).
import CMS from "./cms";
import { addNotification } from "decap-cms-core/dist/esm/actions/notifications";
import { currentBackend } from "decap-cms-core/dist/esm/backend";
import { store } from "decap-cms-core/dist/esm/redux";
import { config } from "./config";
import siteStylesheet from "./preview.css?url";
import { ChapterPreview, EventPreview, MemberPreview } from "./previews";
import { explainLostConnections } from "./connection";
import { prepareChosenFiles } from "./uploads";
import { EntryRefused, entryProblems, type Kind } from "./validate";

// A field's rule is said as the build says it: "Address: expected a full address that starts with…".
type Phrases = {
  editor: { editorControlPane: { widget: Record<string, string> } };
  ui: { toast: Record<string, string> };
};
const english = structuredClone(CMS.getLocale("en")) as Phrases;
english.editor.editorControlPane.widget.regexPattern =
  "%{fieldLabel}: %{pattern}";
english.ui.toast.onFailToPersist = "Not saved: %{details}";
// Decap says this of any field marked in red, such as a text too long, not only of an empty one.
english.ui.toast.missingRequiredField =
  "Not saved: a field marked in red says what it expects. Correct it and publish again.";
CMS.registerLocale("en", english);

/** The entry as Decap hands it to an event listener: an Immutable.js map. */
type ImmutableMap = {
  get(key: string): unknown;
  toJS(): Record<string, unknown>;
};

/** One chapter per country: the other chapters, read through the backend the editor uses. */
async function chapterProblems(slug: string, flagCode: unknown) {
  const state = store.getState();
  const chapters = await currentBackend(state.config).listAllEntries(
    state.collections.get("chapters"),
  );
  const other = chapters.find(
    (chapter) => chapter.slug !== slug && chapter.data.flagCode === flagCode,
  );
  return other
    ? [
        `Country of the flag: it is already the country of the chapter ${String(other.data.name)}; expected one chapter per country.`,
      ]
    : [];
}

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    const collection = entry.get("collection") as string;
    const slug = entry.get("slug") as string;
    const kind = (collection === "settings" ? slug : collection) as Kind;
    const data = (entry.get("data") as ImmutableMap).toJS();
    const problems = [
      ...entryProblems(kind, data),
      ...(kind === "chapters"
        ? await chapterProblems(slug, data.flagCode)
        : []),
    ];
    if (problems.length > 0) throw new EntryRefused(problems);
  },
});

explainLostConnections(window);

CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate("chapters", ChapterPreview);
CMS.registerPreviewTemplate("team", MemberPreview);
CMS.registerPreviewTemplate("events", EventPreview);
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

// Decap refuses to save an entry by rejecting a promise, with no reason (a field is wrong) or with the
// failure it records (the entry was refused), after it has told the editor why: that refusal is not an
// error of the page.
window.addEventListener("unhandledrejection", (event) => {
  const reason = event.reason as { type?: string } | undefined;
  if (reason === undefined || reason.type === "ENTRY_PERSIST_FAILURE")
    event.preventDefault();
});
