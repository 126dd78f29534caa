// Decap's names for drafts (its package has no types): the tests check the site's against them.
declare module "decap-cms-lib-util/dist/esm/APIUtils" {
  export function statusToLabel(status: string, labelPrefix: string): string;
  export function generateContentKey(collection: string, slug: string): string;
  export function branchFromContentKey(contentKey: string): string;
}
