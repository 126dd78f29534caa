// The editing interface at /admin/: Decap CMS, with the site's own cards as live previews. Its
// configuration is built from the content schemas (./config.ts) when the editor is built, and every
// entry is checked with its schema before it is saved (./entry-checks.ts).
import CMS from "./cms";
import { config } from "virtual:editor-config";
import siteStylesheet from "./preview.css?url";
import { explainLostConnections } from "./connection";
import {
  checkBeforeDeletingEntries,
  checkBeforeDeletingMedia,
  isDecapRefusal,
  liveLinksOnceLoaded,
  mediaFileNames,
  notify,
  offerBackupsOnceLoaded,
  onceEntriesListed,
} from "./decap";
import { openEntriesOnTheForm } from "./phone";
import "./phone.css";
import { deferred } from "./deferred";
import { prepareChosenFiles } from "./uploads";
import { DraftConflict, draftSavedMeanwhile } from "./drafts";
import type { ImmutableMap } from "./entry-checks";
import { loadForm } from "./screens";

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

// The checks of an entry use zod and the schemas: they load with the first save, or once a form has
// loaded (./screens.tsx).
const checks = () => import("./entry-checks");

// Saving a draft: the entry as the build would take it, and no draft of someone else's replaced.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    const { checkEntry, withCalendarRevision } = await checks();
    await checkEntry(entry);
    if (
      !entry.get("newRecord") &&
      (await draftSavedMeanwhile(
        entry.get("collection") as string,
        entry.get("slug") as string,
      ))
    )
      throw new DraftConflict();
    // An event's calendar entry counts its revisions, for calendar apps to update it.
    return withCalendarRevision(entry);
  },
});

// Publishing a draft: checked again, as the other entries may have changed since it was saved (a
// chapter it names deleted, another chapter for its country published).
CMS.registerEventListener({
  name: "prePublish",
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    await (await checks()).checkEntry(entry);
  },
});

explainLostConnections(window);

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
const textPages =
  config.collections.find((collection) => collection.name === "pages")?.files ??
  [];
for (const page of textPages)
  CMS.registerPreviewTemplate(page.name, TextPagePreview);

// Deleting an entry: one that others still name is not deleted, and the editor is told which and where.
// The check reads the entry from the backend, whatever the editor holds of it, and when it cannot run,
// nothing is deleted (Decap's own event before a deletion may get no entry at all).
checkBeforeDeletingEntries(async (entry) =>
  (await checks()).checkDeletion(entry),
);
// Deleting a file of the media library: one that an entry uses, published or in a draft, is not deleted.
checkBeforeDeletingMedia(async (path) =>
  (await checks()).checkMediaDeletion(path),
);

// Once a list of entries has shown, an entry's form and its widgets load while the editor reads it, so
// that the first entry they open shows sooner; the first screens do not wait for them.
onceEntriesListed(loadForm);
offerBackupsOnceLoaded();
liveLinksOnceLoaded();
openEntriesOnTheForm(window);
CMS.init({ config });

// A chosen file is prepared (a photo made small and stripped of its metadata, an SVG sanitised) before
// the media library sees it, under a name no other file has; a refusal stays on screen until the editor
// has read it.
prepareChosenFiles(document, {
  notify: (message, kind) => notify(message, kind, kind === "error" ? 30 : 8),
  taken: mediaFileNames,
});

// Decap refuses to save (a draft) or delete an entry by rejecting a promise, after it has told the
// editor why: that refusal is not an error of the page.
window.addEventListener("unhandledrejection", (event) => {
  if (isDecapRefusal(event.reason)) event.preventDefault();
});
