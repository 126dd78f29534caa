// Decap's widgets that bring heavy libraries, in a chunk of their own that the editor loads when a form
// first shows one of them (./cms.ts): the rich-text editor of Markdown (Slate, remark, rehype, React's
// server renderer), the choice lists (react-select), and the lists of items and the image chooser
// (dnd-kit).
import imageWidget from "decap-cms-widget-image";
import list from "decap-cms-widget-list";
import markdown from "decap-cms-widget-markdown";
import relation from "decap-cms-widget-relation";
import select from "decap-cms-widget-select";
import type { ComponentType } from "react";
import type { ControlProps } from "./length-counter";
import { withMediaFolder } from "./media-folder";

/** The props Decap hands every control, as the controls of the editor read them. */
type Props = ControlProps & {
  getAsset: (path: string, field?: unknown) => unknown;
};

/** A widget's parts that the form and the previews show. */
export type WidgetParts = {
  controlComponent: ComponentType<Props>;
  previewComponent?: ComponentType<object>;
};

const definition = (widget: { Widget: () => unknown }) =>
  widget.Widget() as WidgetParts;

export const deferredWidgets = {
  markdown: definition(markdown),
  select: definition(select),
  relation: definition(relation),
  list: definition(list),
  // The chosen image shows from the media folder, not from the site (./media-folder.tsx).
  image: {
    ...definition(imageWidget),
    controlComponent: withMediaFolder(imageWidget.controlComponent),
  },
};
