// The parts of Decap's internals that the editor reads to check an entry against its collection, and
// to tell the editor about an upload.
declare module "decap-cms-core/dist/esm/redux" {
  export const store: {
    getState(): {
      config: unknown;
      collections: { get(name: string): unknown };
    };
    dispatch(action: unknown): unknown;
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
  export function currentBackend(config: unknown): {
    listAllEntries(
      collection: unknown,
    ): Promise<{ slug: string; data: Record<string, unknown> }[]>;
  };
}

declare module "decap-cms-core/dist/esm/routing/history" {
  export const history: { listen(listener: () => void): () => void };
}
