// The parts of Decap's packages that ship no types of their own, as src/admin/cms.ts uses them.
declare module "decap-cms-backend-github" {
  export const GitHubBackend: unknown;
}
declare module "decap-cms-editor-component-image" {
  import type { EditorComponentOptions } from "decap-cms-core";
  const image: EditorComponentOptions;
  export default image;
}
declare module "decap-cms-locales" {
  import type { CmsLocalePhrases } from "decap-cms-core";
  export const en: CmsLocalePhrases;
}
declare module "decap-cms-widget-image" {
  import type { ComponentType } from "react";
  type GetAsset = (path: string, field?: unknown) => unknown;
  const widget: {
    Widget: (options?: {
      controlComponent?: ComponentType<{ getAsset: GetAsset }>;
    }) => unknown;
    controlComponent: ComponentType<{ getAsset: GetAsset }>;
  };
  export default widget;
}
declare module "decap-cms-widget-*" {
  const widget: { Widget: () => unknown };
  export default widget;
}
