// The parts of Decap's internal modules that ./decap.ts reads, as it reads them. No other module imports
// them (eslint.config.js).
declare module "decap-cms-core/dist/esm/redux" {
  /** An Immutable.js value, as Decap's state holds them. */
  export type Immutable = {
    get(key: string): unknown;
    getIn(path: (string | number)[]): unknown;
    toJS(): unknown;
  };
  export type State = {
    config: unknown;
    /** Each collection's settings, by name. */
    collections: Immutable;
    /** The drafts this editor has loaded, by "<collection>.<slug>". */
    editorialWorkflow: Immutable;
    /** The lists of entries, by collection: `pages.<collection>.ids` once loaded. */
    entries: Immutable;
    /** The entry open in the editor (`entry`), with its media files. */
    entryDraft: Immutable;
  };
  export const store: {
    getState(): State;
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
}

declare module "decap-cms-core/dist/esm/actions/notifications" {
  export function addNotification(notification: {
    message: string;
    type: "info" | "success" | "warning" | "error";
    dismissAfter?: number;
  }): unknown;
}

declare module "decap-cms-core/dist/esm/backend" {
  import type { Immutable, State } from "decap-cms-core/dist/esm/redux";
  /** A collection's settings, as Decap's state holds them. */
  type Collection = Immutable;
  /** An entry as the backend reads it. */
  type Entry = {
    collection: string;
    slug: string;
    data: Record<string, unknown>;
  };
  export class Backend {
    listAllEntries(collection: Collection): Promise<Entry[]>;
    getEntry(
      state: State,
      collection: Collection,
      slug: string,
    ): Promise<Entry>;
    /** The entry's draft; rejects with `notUnderEditorialWorkflow` when it has none. */
    unpublishedEntry(
      state: State,
      collection: Collection,
      slug: string,
    ): Promise<Entry>;
    unpublishedEntries(
      collections: State["collections"],
    ): Promise<{ entries: Entry[] }>;
    /** The files of the media folder, as they are on the site's branch. */
    getMedia(): Promise<{ name: string; path: string }[]>;
    deleteEntry(
      state: State,
      collection: Collection,
      slug: string,
    ): Promise<void>;
    deleteMedia(config: unknown, path: string): Promise<void>;
    /** The address of a published entry on the site ("View Live"). */
    getDeploy(
      collection: Collection,
      slug: string,
      entry: Immutable | undefined,
    ): { url: string; status: string } | undefined;
    /** The entry's copy kept in the browser, if there is one. */
    getLocalDraftBackup(
      collection: Collection,
      slug?: string,
    ): Promise<{ entry?: unknown }>;
  }
  export function currentBackend(config: unknown): Backend;
}

declare module "decap-cms-core/dist/esm/routing/history" {
  export const history: { listen(listener: () => void): () => void };
}

// Decap's screens, which the editor loads when they are first opened.
declare module "decap-cms-core/dist/esm/components/Editor/Editor" {
  import type { ComponentType } from "react";
  const Editor: ComponentType<object>;
  export default Editor;
}
declare module "decap-cms-core/dist/esm/components/Workflow/Workflow" {
  import type { ComponentType } from "react";
  const Workflow: ComponentType<object>;
  export default Workflow;
}

// The JSON schemas of the widgets' settings, which Decap checks the configuration against.
declare module "decap-cms-widget-image/dist/esm/schema" {
  const schema: object;
  export default schema;
}
declare module "decap-cms-widget-list/dist/esm/schema" {
  const schema: object;
  export default schema;
}
declare module "decap-cms-widget-markdown/dist/esm/schema" {
  const schema: object;
  export default schema;
}
declare module "decap-cms-widget-relation/dist/esm/schema" {
  const schema: object;
  export default schema;
}
declare module "decap-cms-widget-select/dist/esm/schema" {
  const schema: object;
  export default schema;
}

// Decap's local backend (`npm run cms`), as a class the editor extends.
declare module "decap-cms-backend-proxy" {
  export class ProxyBackend {
    constructor(config: unknown, options?: unknown);
    /** A draft as decap-server reads it: the files its branch differs in from the site's branch. */
    unpublishedEntry(args: {
      id?: string;
      collection?: string;
      slug?: string;
    }): Promise<{
      collection: string;
      slug: string;
      diffs: { path: string; status: string; binary: boolean }[];
    }>;
  }
}

// The configuration of ./config.ts, built when the editor is built (vite.admin.config.ts).
declare module "virtual:editor-config" {
  import type { CmsConfig } from "decap-cms-core";
  export const config: CmsConfig;
}
