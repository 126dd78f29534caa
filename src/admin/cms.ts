// Decap CMS with what this site's editor uses and nothing more: the GitHub backend for the live site, the
// local backend for `npm run cms`, the widgets of the collections (relation links entries), and English.
// decap-cms-app would bring every backend and widget (maps, code, rich text…), about 150 MB of packages
// that nothing here uses.
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitHubBackend } from "decap-cms-backend-github";
import image from "decap-cms-editor-component-image";
import { en } from "decap-cms-locales";
import boolean from "decap-cms-widget-boolean";
import datetime from "decap-cms-widget-datetime";
import number from "decap-cms-widget-number";
import object from "decap-cms-widget-object";
import string from "decap-cms-widget-string";
import text from "decap-cms-widget-text";
import { localBackend, widgetSchemas as schemas } from "./decap";
import { deferred, deferredControl } from "./deferred";
import { withLengthCounter } from "./length-counter";
import type { WidgetParts } from "./widgets";
import { contentFormat, contentJson } from "./content-format";

type Backend = Parameters<typeof CMS.registerBackend>[1];
type Widget = Parameters<typeof CMS.registerWidget>[0];

CMS.registerBackend("github", GitHubBackend as Backend);
// Decap's local backend, whose drafts read only what they change (./decap.ts).
CMS.registerBackend("proxy", localBackend() as unknown as Backend);
type WidgetDefinition = WidgetParts & { name: string; schema?: object };

/** A widget whose text is typed, with the count of its characters under it (the schema's limit). */
const counted = (definition: WidgetDefinition) => ({
  ...definition,
  controlComponent: withLengthCounter(definition.controlComponent),
});

// The heavy widgets are loaded when a form first shows one; Decap checks the configuration against
// their schemas when it starts, so those come at once.
const heavy = () =>
  import("./widgets").then((module) => module.deferredWidgets);
const onDemand = (
  name: "markdown" | "select" | "relation" | "list" | "image",
  schema: object,
): WidgetDefinition => ({
  name,
  controlComponent: deferredControl(() =>
    heavy().then((widgets) => widgets[name].controlComponent),
  ),
  previewComponent: deferred(() =>
    heavy().then((widgets) => widgets[name].previewComponent ?? Empty),
  ),
  schema,
});
const Empty = () => null;

const eager = (widget: { Widget: () => unknown }) =>
  widget.Widget() as WidgetDefinition;

CMS.registerWidget([
  counted(eager(string)),
  counted(eager(text)),
  counted(onDemand("markdown", schemas.markdown)),
  onDemand("image", schemas.image),
  onDemand("select", schemas.select),
  onDemand("relation", schemas.relation),
  onDemand("list", schemas.list),
  ...[number, object, boolean, datetime].map(eager),
] as unknown as Widget);
CMS.registerEditorComponent(image);
// JSON as the build reads it: a byte order mark is left out, and a page with no file yet is empty.
CMS.registerCustomFormat(contentFormat, "json", contentJson);
CMS.registerLocale("en", en);

export default CMS;
