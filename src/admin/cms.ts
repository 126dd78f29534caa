// Decap CMS with what this site's editor uses and nothing more: the GitHub backend for the live site, the
// local backend for `npm run cms`, the widgets of the collections (relation links entries), and English.
// decap-cms-app would bring every backend and widget (maps, code, rich text…), about 150 MB of packages
// that nothing here uses.
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import image from "decap-cms-editor-component-image";
import { en } from "decap-cms-locales";
import boolean from "decap-cms-widget-boolean";
import datetime from "decap-cms-widget-datetime";
import file from "decap-cms-widget-file";
import imageWidget from "decap-cms-widget-image";
import list from "decap-cms-widget-list";
import markdown from "decap-cms-widget-markdown";
import number from "decap-cms-widget-number";
import object from "decap-cms-widget-object";
import relation from "decap-cms-widget-relation";
import select from "decap-cms-widget-select";
import string from "decap-cms-widget-string";
import text from "decap-cms-widget-text";
import type { ComponentType } from "react";
import { withLengthCounter, type ControlProps } from "./length-counter";
import { withMediaFolder } from "./media-folder";
import { textPageFormat } from "./config";

type Backend = Parameters<typeof CMS.registerBackend>[1];
type Widget = Parameters<typeof CMS.registerWidget>[0];

CMS.registerBackend("github", GitHubBackend as Backend);
CMS.registerBackend("proxy", ProxyBackend as Backend);
type WidgetDefinition = {
  name: string;
  controlComponent: ComponentType<ControlProps>;
};

/** A widget whose text is typed, with the count of its characters under it (the schema's limit). */
const counted = (widget: { Widget: () => unknown }) => {
  const definition = widget.Widget() as WidgetDefinition;
  return {
    ...definition,
    controlComponent: withLengthCounter(definition.controlComponent),
  };
};

CMS.registerWidget([
  counted(string),
  counted(text),
  counted(markdown),
  // The chosen image shows from the media folder, not from the site (./media-folder.tsx).
  imageWidget.Widget({
    controlComponent: withMediaFolder(imageWidget.controlComponent),
  }),
  ...[number, file, select, list, object, boolean, datetime, relation].map(
    (widget) => widget.Widget(),
  ),
] as unknown as Widget);
CMS.registerEditorComponent(image);
// A page with no file yet reads as empty text: an empty page to write, not an error.
CMS.registerCustomFormat(textPageFormat, "json", {
  fromFile: (content: string): unknown =>
    content.trim() ? JSON.parse(content) : {},
  toFile: (data: object) => JSON.stringify(data, null, 2),
});
CMS.registerLocale("en", en);

export default CMS;
