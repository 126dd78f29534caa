// The parts of Decap's internals that the editor reads to check an entry against its collection.
declare module "decap-cms-core/dist/esm/redux" {
  export const store: {
    getState(): {
      config: unknown;
      collections: { get(name: string): unknown };
    };
  };
}

declare module "decap-cms-core/dist/esm/backend" {
  export function currentBackend(config: unknown): {
    listAllEntries(
      collection: unknown,
    ): Promise<{ slug: string; data: Record<string, unknown> }[]>;
  };
}
