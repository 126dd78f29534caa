// The parts of Decap's internals that the editor reads to check an entry against its collection, to
// find a draft saved meanwhile (./drafts.ts), and to tell the editor about an upload.
declare module "decap-cms-core/dist/esm/redux" {
  export type State = {
    config: unknown;
    collections: { get(name: string): unknown };
    /** The drafts this editor has loaded, by "<collection>.<slug>". */
    editorialWorkflow: { getIn(path: string[]): unknown };
    /** The lists of entries, by collection, with the ids of those loaded. */
    entries: {
      get(key: "pages"): {
        some(
          test: (list: {
            get(key: "ids"): { size: number } | undefined;
          }) => boolean,
        ): boolean;
      };
    };
    /** The entry open in the editor, once loaded. */
    entryDraft: {
      get(key: "entry"): { get(key: string): unknown } | undefined;
    };
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
  /** The entry's copy kept in the browser, if there is one. */
  export class Backend {
    getLocalDraftBackup(
      collection: unknown,
      slug?: string,
    ): Promise<{ entry?: unknown }>;
  }
  export function currentBackend(config: unknown): {
    listAllEntries(
      collection: unknown,
    ): Promise<{ slug: string; data: Record<string, unknown> }[]>;
    /** The entry's draft; rejects with `notUnderEditorialWorkflow` when it has none. */
    unpublishedEntry(
      state: unknown,
      collection: unknown,
      slug: string,
    ): Promise<unknown>;
  };
}

declare module "decap-cms-core/dist/esm/routing/history" {
  export const history: { listen(listener: () => void): () => void };
}

// Decap's screens that ./screens.tsx loads when they are first opened.
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

// The configuration of ./config.ts, built when the editor is built (vite.admin.config.ts).
declare module "virtual:editor-config" {
  import type { CmsConfig } from "decap-cms-core";
  export const config: CmsConfig;
}
