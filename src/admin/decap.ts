// Every reach into Decap CMS's internals, which Decap does not document and may change in any release:
// the bundler's rewrites of its files, the selectors of its generated class names, and what the editor
// reads of its store, routing and backend, or wraps of it. The build fails here, naming the rewrite or the
// part, when Decap's files no longer have what it expects (decapAdapter below). The editor's other modules
// use Decap's public API (decap-cms-core) and this module only (eslint.config.js).
// The build reads this module in Node for its plugin, with Decap's modules left out
// (vite.admin.config.ts); the browser runs the rest.
import { ProxyBackend } from "decap-cms-backend-proxy";
import { addNotification } from "decap-cms-core/dist/esm/actions/notifications";
import { Backend, currentBackend } from "decap-cms-core/dist/esm/backend";
import { store, type Immutable } from "decap-cms-core/dist/esm/redux";
import { history } from "decap-cms-core/dist/esm/routing/history";
import imageSchema from "decap-cms-widget-image/dist/esm/schema";
import listSchema from "decap-cms-widget-list/dist/esm/schema";
import markdownSchema from "decap-cms-widget-markdown/dist/esm/schema";
import relationSchema from "decap-cms-widget-relation/dist/esm/schema";
import selectSchema from "decap-cms-widget-select/dist/esm/schema";
import type { Plugin } from "vite";

// ---------------------------------------------------------------------------------------------------
// When the editor is built (vite.admin.config.ts)

/** A module of Decap's, or of a library it brings, put in place of the one it imports. */
type Rewrite = {
  /** What the build names if the rewrite no longer matches Decap's files. */
  name: string;
  matches(id: string, importer: string): boolean;
  /** The module in its place; without it, the module itself, marked free of side effects. */
  code?: string;
};

/** Decap's files, and the libraries of theirs that a rewrite names. */
const inDecap = (importer: string, packageName = "decap-cms-core") =>
  importer.includes(`/node_modules/${packageName}/`);

const refuseOtherFormats = [
  "const refuse = () => { throw new Error('The editor reads and writes JSON only, not YAML, TOML or front matter.'); };",
  "const other = { fromFile: refuse, toFile: refuse };",
  "export default other;",
  "export const FrontmatterInfer = other;",
  "export const frontmatterJSON = () => other;",
  "export const frontmatterTOML = () => other;",
  "export const frontmatterYAML = () => other;",
].join("\n");

const screen = (name: "Editor" | "Workflow", screens: string) =>
  `export { ${name} as default } from ${JSON.stringify(screens)};`;

/** The rewrites, each of which must match a module of the build. */
function rewrites(screens: string): Rewrite[] {
  return [
    // Decap's GitHub backend talks to GitHub's REST API unless the configuration sets `use_graphql`,
    // which this site's does not: its GraphQL client (Apollo, graphql: 120 KB) is left out.
    {
      name: "the GitHub backend without its GraphQL client",
      matches: (id, importer) =>
        id === "./GraphQLAPI" && inDecap(importer, "decap-cms-backend-github"),
      code: 'export default class { constructor() { throw new Error("use_graphql is not supported: the editor is built without GitHub\'s GraphQL client"); } }',
    },
    // Decap's utilities import four functions of lodash/fp, whose entry brings the whole of lodash
    // (70 KB): each is taken from its own module instead.
    {
      name: "lodash/fp, one module per function",
      matches: (id, importer) =>
        id === "lodash/fp" && inDecap(importer, "decap-cms-lib-util"),
      code: ["filter", "flow", "fromPairs", "map"]
        .map(
          (name) => `export { default as ${name} } from "lodash/fp/${name}";`,
        )
        .join("\n"),
    },
    // The site's content is JSON: Decap's YAML, TOML and front-matter formats (yaml, gray-matter,
    // js-yaml, @iarna/toml: 190 KB) are left out, and a collection in one of them is refused.
    {
      name: "JSON as the only format of entries",
      matches: (id, importer) =>
        ["./yaml", "./toml", "./frontmatter"].includes(id) &&
        inDecap(importer) &&
        importer.endsWith("/formats/formats.js"),
      code: refuseOtherFormats,
    },
    // Decap's own uses of yaml, reading a config.yml (which this editor does not load) and writing the
    // configuration into an error report, read and write JSON, which is YAML too.
    {
      name: "yaml as JSON",
      matches: (id, importer) => id === "yaml" && inDecap(importer),
      code: "export default { parse: (text) => JSON.parse(text), stringify: (value) => JSON.stringify(value, null, 2) };",
    },
    // The Buffer polyfill, which only gray-matter needed.
    {
      name: "no Buffer polyfill",
      matches: (id, importer) =>
        id === "./lib/polyfill" &&
        inDecap(importer) &&
        importer.endsWith("/bootstrap.js"),
      code: "",
    },
    // Decap's App imports its entry form and its Workflow tab with the rest: they load when first
    // opened instead (./screens.tsx), with the Markdown of the fields' hints (remark), the split panes
    // of form and preview, and the drag and drop of the Workflow tab.
    {
      name: "the entry's form loaded when first opened",
      matches: (id, importer) =>
        id === "../Editor/Editor" &&
        inDecap(importer) &&
        importer.endsWith("/App/App.js"),
      code: screen("Editor", screens),
    },
    {
      name: "the Workflow tab loaded when first opened",
      matches: (id, importer) =>
        id === "../Workflow/Workflow" &&
        inDecap(importer) &&
        importer.endsWith("/App/App.js"),
      code: screen("Workflow", screens),
    },
    // The drag and drop is re-exported with Decap's other UI parts, which the first screens use: marked
    // free of side effects, it stays with the Workflow tab that alone uses it.
    {
      name: "the drag and drop with the Workflow tab",
      matches: (id, importer) =>
        id === "./DragDrop" &&
        inDecap(importer) &&
        importer.endsWith("/components/UI/index.js"),
    },
  ];
}

/** One of Decap's parts that a stylesheet of the editor names, and what shows that Decap still has it. */
type Part = { selector: string; evidence: string[] };

/** A component Decap styles with emotion: its class name ends in the component's name. */
const styled = (label: string): Part => ({
  selector: `[class*="-${label}"]`,
  evidence: [`label: "${label}"`, `label:${label};`],
});
/** A button Decap names by its English title. */
const titled = (title: string): Part => ({
  selector: `button[title="${title}"]`,
  evidence: [`'${title}'`],
});
/** An element a library gives a plain class name. */
const className = (name: string): Part => ({
  selector: `.${name}`,
  evidence: [name],
});

/**
 * The parts the editor's stylesheets name as `:--<part>` (./phone.css): Decap's root, its emotion
 * components, react-split-pane's panes and react-modal's dialogs.
 */
export const decapParts: Record<string, Part> = {
  root: { selector: "#nc-root", evidence: ["'nc-root'"] },
  dialogs: className("ReactModalPortal"),
  "upload-button": className("nc-fileUploadButton"),
  "editor-container": styled("EditorContainer"),
  editor: styled("Editor"),
  toolbar: styled("ToolbarContainer"),
  "toolbar-back": styled("ToolbarSectionBackLink"),
  "toolbar-meta": styled("ToolbarSectionMeta"),
  "toolbar-main": styled("ToolbarSectionMain"),
  "site-link": styled("AppHeaderSiteLink"),
  "view-controls": styled("ViewControls"),
  "toggle-handle": styled("ToggleHandle"),
  "section-separator": styled("SectionSeparator"),
  "toggle-preview": titled("Toggle preview"),
  "sync-scrolling": titled("Sync scrolling"),
  "split-pane": className("SplitPane"),
  "first-pane": className("Pane1"),
  "second-pane": className("Pane2"),
  resizer: className("Resizer"),
};

/** A stylesheet's `:--<part>` names in place of Decap's selectors; an unknown name stops the build. */
export function withDecapSelectors(css: string, file: string): string {
  return css.replace(/:--([a-z-]+)/g, (_, name: string) => {
    const part = decapParts[name];
    if (!part)
      throw new Error(
        `${file}: ":--${name}" is no part of Decap's that src/admin/decap.ts knows (${Object.keys(decapParts).join(", ")}).`,
      );
    return part.selector;
  });
}

/** What the build found missing of Decap: the rewrites no module matched, the parts no module has. */
export function missingFromDecap(
  matched: ReadonlySet<string>,
  seen: ReadonlySet<string>,
  screens = "",
): string[] {
  return [
    ...rewrites(screens)
      .filter((rewrite) => !matched.has(rewrite.name))
      .map(
        (rewrite) =>
          `the rewrite "${rewrite.name}" matched none of Decap's files`,
      ),
    ...Object.entries(decapParts)
      .filter(([name]) => !seen.has(name))
      .map(
        ([name, part]) =>
          `the part ":--${name}" (${part.selector}) is in none of Decap's files`,
      ),
  ];
}

/**
 * The plugin of the editor's build that makes every rewrite of Decap's files, turns the `:--<part>` names
 * of the stylesheets into Decap's selectors, and fails the build, naming each, if a rewrite matched no
 * file or a part is in no file of Decap's (its code no longer has what the editor relies on).
 * `screens` is the module of the editor's screens (./screens.tsx).
 */
export function decapAdapter(screens: string): Plugin {
  const table = rewrites(screens);
  const matched = new Set<string>();
  const seen = new Set<string>();
  let building = false;
  return {
    name: "decap-adapter",
    enforce: "pre",
    config: (_, env) => {
      building = env.command === "build";
    },
    async resolveId(id, importer) {
      if (!importer) return null;
      const rewrite = table.find((entry) => entry.matches(id, importer));
      if (!rewrite) return null;
      matched.add(rewrite.name);
      if (rewrite.code !== undefined) return `\0decap:${rewrite.name}`;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
    load(id) {
      if (!id.startsWith("\0decap:")) return null;
      return table.find((rewrite) => id === `\0decap:${rewrite.name}`)?.code;
    },
    transform(code, id) {
      if (!id.includes("/node_modules/")) {
        if (!id.endsWith(".css")) return null;
        if (code.includes('[class*="-'))
          this.error(
            `${id}: a selector of Decap's generated class names; name the part as :--<part> instead (src/admin/decap.ts).`,
          );
        return code.includes(":--") ? withDecapSelectors(code, id) : null;
      }
      for (const [name, part] of Object.entries(decapParts))
        if (part.evidence.some((text) => code.includes(text))) seen.add(name);
      return null;
    },
    buildEnd(error) {
      if (!building || error) return;
      const missing = missingFromDecap(matched, seen, screens);
      if (missing.length > 0)
        this.error(
          `Decap's files are not what the editor expects (src/admin/decap.ts): ${missing.join("; ")}.`,
        );
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// In the editor's browser

/** A collection's settings, as Decap's state holds them. */
type Collection = Immutable;

/** An entry as the backend reads it. */
export type Entry = {
  collection: string;
  slug: string;
  data: Record<string, unknown>;
};

const backend = () => currentBackend(store.getState().config);

/** Shows the editor a message in Decap's notifications, for `seconds`. */
export function notify(
  message: string,
  kind: "info" | "success" | "warning" | "error",
  seconds: number,
) {
  store.dispatch(
    addNotification({ message, type: kind, dismissAfter: seconds * 1000 }),
  );
}

/** Calls `listener` whenever the editor's address changes, before the new screen reads anything. */
export function onAddressChange(listener: () => void) {
  history.listen(listener);
}

/** Has Decap open the next entry on its form alone, with its preview closed (a choice it keeps). */
export function openNextEntryOnItsForm(storage: Storage) {
  storage.setItem("cms.right-pane", "none");
}

/** Calls `listener` once, when a list of entries first shows. */
export function onceEntriesListed(listener: () => void) {
  type Lists = {
    some(
      test: (list: {
        get(key: "ids"): { size: number } | undefined;
      }) => boolean,
    ): boolean;
  };
  const stop = store.subscribe(() => {
    const lists = store.getState().entries.get("pages") as Lists;
    if (!lists.some((list) => (list.get("ids")?.size ?? 0) > 0)) return;
    stop();
    listener();
  });
}

/** Decap's collection, as its state holds it. */
function collectionNamed(name: string) {
  const collection = store.getState().collections.get(name) as
    Collection | undefined;
  if (!collection) throw new Error(`the editor has no collection "${name}"`);
  return collection;
}

/** The entries of a collection, as they are on the site's branch. */
export function listEntries(collection: string): Promise<Entry[]> {
  return backend().listAllEntries(collectionNamed(collection));
}

/** Every draft, of every collection, as it is on the backend. */
export async function listDrafts(): Promise<Entry[]> {
  return (await backend().unpublishedEntries(store.getState().collections))
    .entries;
}

/** The entry's draft as it is on the backend, or undefined if it has none. */
export async function readDraft(
  collection: string,
  slug: string,
): Promise<Entry | undefined> {
  try {
    return await backend().unpublishedEntry(
      store.getState(),
      collectionNamed(collection),
      slug,
    );
  } catch (error) {
    // Decap's answer for an entry with no draft.
    if (
      (error as { notUnderEditorialWorkflow?: boolean })
        .notUnderEditorialWorkflow
    )
      return undefined;
    throw error;
  }
}

/** The draft as this editor has it (loaded from the backend with its status, or as they saved it). */
export function knownDraft(
  collection: string,
  slug: string,
): { status?: string; data?: unknown } | undefined {
  const draft = store
    .getState()
    .editorialWorkflow.getIn(["entities", `${collection}.${slug}`]) as
    { toJS(): { status?: string; data?: unknown } } | undefined;
  return draft?.toJS();
}

/** The names of the files of the media folder, on the site's branch and in the entry open. */
export async function mediaFileNames(): Promise<Set<string>> {
  const published = await backend().getMedia();
  const ofEntry = store.getState().entryDraft.getIn(["entry", "mediaFiles"]) as
    { toJS(): { name: string }[] } | undefined;
  return new Set(
    [...published, ...(ofEntry?.toJS() ?? [])].map((file) =>
      file.name.toLowerCase(),
    ),
  );
}

/** Resolves once the editor holds the entry as loaded from the backend. */
function entryOpened(collection: string, slug: string) {
  const opened = () => {
    const entry = store.getState().entryDraft.get("entry") as
      Collection | undefined;
    return (
      entry?.get("collection") === collection && entry.get("slug") === slug
    );
  };
  return new Promise<void>((resolve) => {
    if (opened()) return resolve();
    const stop = store.subscribe(() => {
      if (!opened()) return;
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
  Backend.prototype.getLocalDraftBackup = async function (collection, slug) {
    const backup = await read.call(this, collection, slug);
    if (backup.entry && slug)
      await entryOpened(collection.get("name") as string, slug);
    return backup;
  };
}

/**
 * Decap asks for a published entry's address on the site ("View Live") as its form first shows, and
 * fails (and says so) when the entry has not loaded yet, as when the editor typed its address. The form
 * shows once the entry has loaded, and asks again.
 */
export function liveLinksOnceLoaded() {
  const link = Backend.prototype.getDeploy;
  Backend.prototype.getDeploy = function (collection, slug, entry) {
    return entry ? link.call(this, collection, slug, entry) : undefined;
  };
}

/** An entry about to be deleted, which `read` reads from the backend. */
export type Deletion = {
  collection: string;
  slug: string;
  read(): Promise<Record<string, unknown>>;
};

/** The list of a collection's entries, which Decap takes a deleted entry off, is not there. */
export class ListNotLoaded extends Error {
  override name = "ListNotLoaded";
  override toString() {
    return this.message;
  }
}

/** Whether the collection's list has loaded, once Decap has asked for it and heard back. */
async function listLoaded(collection: string): Promise<boolean> {
  const list = () =>
    store.getState().entries.getIn(["pages", collection]) as
      Collection | undefined;
  const settled = () =>
    list() !== undefined && list()?.get("isFetching") !== true;
  if (!settled())
    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (!settled()) return;
        stop();
        resolve();
      });
    });
  return list()?.get("ids") !== undefined;
}

/**
 * Runs `check` before an entry is deleted (or unpublished), whatever the editor holds of it: `read`
 * reads the entry from the backend. A refusal of `check`, or any failure of it, leaves the entry in
 * place. (Decap's own event before a deletion gets no entry when the collection's list is not loaded.)
 */
export function checkBeforeDeletingEntries(
  check: (entry: Deletion) => Promise<void>,
) {
  const remove = Backend.prototype.deleteEntry;
  Backend.prototype.deleteEntry = async function (state, collection, slug) {
    const name = collection.get("name") as string;
    await check({
      collection: name,
      slug,
      read: async () => (await this.getEntry(state, collection, slug)).data,
    });
    // Once deleted, Decap takes the entry off the collection's list, and fails if there is none.
    if (!(await listLoaded(name)))
      throw new ListNotLoaded(
        "the list of this collection did not load, so the editor deleted nothing. Open the collection again (check your connection), then delete the entry",
      );
    return remove.call(this, state, collection, slug);
  };
}

/** Runs `check` before a file of the media library is deleted; a refusal leaves it in place. */
export function checkBeforeDeletingMedia(
  check: (path: string) => Promise<void>,
) {
  const remove = Backend.prototype.deleteMedia;
  Backend.prototype.deleteMedia = async function (config, path) {
    await check(path);
    return remove.call(this, config, path);
  };
}

/**
 * Whether a rejected promise is one of Decap's refusals, after which it has told the editor why (a save
 * or a deletion refused): no error of the page. Decap rejects with no reason when a field is wrong.
 */
export function isDecapRefusal(reason: unknown): boolean {
  const type = (reason as { type?: string } | undefined)?.type;
  return (
    reason === undefined ||
    type === "ENTRY_PERSIST_FAILURE" ||
    type === "UNPUBLISHED_ENTRY_PERSIST_FAILURE" ||
    type === "ENTRY_DELETE_FAILURE"
  );
}

/** The JSON schemas of the widgets' settings, which Decap checks the configuration against. */
export const widgetSchemas = {
  image: imageSchema,
  list: listSchema,
  markdown: markdownSchema,
  relation: relationSchema,
  select: selectSchema,
};

/** Decap's entry form and its Workflow tab, loaded when first opened (./screens.tsx). */
export const loadEntryForm = () =>
  import("decap-cms-core/dist/esm/components/Editor/Editor").then(
    (module) => module.default,
  );
export const loadWorkflow = () =>
  import("decap-cms-core/dist/esm/components/Workflow/Workflow").then(
    (module) => module.default,
  );

type CollectionSettings = {
  name: string;
  folder?: string;
  extension?: string;
  files?: { name: string; file: string }[];
};

/**
 * Decap's local backend (`npm run cms`, decap-server in its git mode), whose drafts read the files they
 * change themselves. decap-server tells a draft's files by comparing its branch with `main` as it is
 * now: once `main` moves on, the files changed there count too, and Decap reads the first data file of
 * them as the entry, often another entry's, or a file the draft's branch does not have (an empty form).
 */
export const localBackend = () =>
  class LocalBackend extends ProxyBackend {
    private readonly collections: CollectionSettings[];

    constructor(
      config: { collections: CollectionSettings[] },
      options?: unknown,
    ) {
      super(config, options);
      this.collections = config.collections;
    }

    override async unpublishedEntry(args: {
      id?: string;
      collection?: string;
      slug?: string;
    }) {
      const draft = await super.unpublishedEntry(args);
      const settings = this.collections.find(
        (collection) => collection.name === draft.collection,
      );
      const file = settings?.folder
        ? `${settings.folder}/${draft.slug}.${settings.extension ?? "md"}`
        : settings?.files?.find((entry) => entry.name === draft.slug)?.file;
      // The entry's own file, and the media the draft added (a file `main` added since shows as deleted).
      const own = draft.diffs.filter(
        (diff) =>
          diff.path === file || (diff.binary && diff.status !== "deleted"),
      );
      return { ...draft, diffs: own };
    }
  };
